"""Household providers by name: mobile networks, internet providers, energy suppliers,
insurers, pharmacies, email providers and cloud storage, each with the words that say a
sentence is about that kind (an email provider's own name may say it: "my gmail is full").

Plain data for `providers`. A name that is also an everyday word ("Three", "Free", "Smart",
"Base") is listed in `EVERYDAY` and is read only as a claim's whole value, never found in
running text. Names shared by two kinds (Vodafone is a network and a broadband provider) are
listed under both; the sentence's words decide.
"""

from __future__ import annotations

import re

__all__ = ["CONTEXT", "EVERYDAY", "PROVIDERS"]


def _names(text: str) -> tuple[str, ...]:
    return tuple(n.strip() for n in text.split(",") if n.strip())


PROVIDERS: dict[str, tuple[str, ...]] = {
    "mobile_carrier": _names(
        "Vodafone, O2, EE, Three, Giffgaff, Lebara, Lycamobile, Tesco Mobile, Sky Mobile, "
        "iD Mobile, Voxi, Smarty, BT Mobile, Virgin Mobile, Verizon, AT&T, T-Mobile, Sprint, "
        "Mint Mobile, Visible, Cricket Wireless, Metro by T-Mobile, US Mobile, Google Fi, Rogers, "
        "Telus, Fido, Koodo, Freedom Mobile, Telstra, Optus, One NZ, 2degrees, Orange, SFR, "
        "Bouygues, Bouygues Telecom, Free Mobile, Iliad, TIM, WindTre, Wind Tre, Fastweb, "
        "Movistar, Yoigo, MásMóvil, Digi, Telekom, Deutsche Telekom, congstar, Aldi Talk, KPN, "
        "Odido, Proximus, Telenet, Swisscom, Sunrise, Salt, A1, Magenta, Telia, Tele2, Telenor, "
        "Elisa, DNA, Play, Plus, MEO, NOS, Vivo, Claro, Entel, Telcel, MTN, Airtel, Glo, 9mobile, "
        "Safaricom, Vodacom, Cell C, Telkom, Jio, Reliance Jio, Vi, BSNL, Singtel, StarHub, M1, "
        "Maxis, Celcom, CelcomDigi, U Mobile, Globe, Smart, DITO, Telkomsel, Indosat, AIS, dtac, "
        "Viettel, NTT Docomo, docomo, SoftBank, Rakuten Mobile, SK Telecom, LG U+, Turkcell, "
        "Türk Telekom, Etisalat, du, STC, Zain, Ooredoo, Jazz, Zong, Ufone, Grameenphone, Robi, "
        "Banglalink, Eir, Tesco Mobile Ireland, 48, GoMo, Lidl Connect, Ting, Boost Mobile"
    ),
    "internet_provider": _names(
        "BT, Sky, Sky Broadband, Virgin Media, TalkTalk, Plusnet, Vodafone, EE, Hyperoptic, "
        "Community Fibre, Eir, Comcast, Xfinity, Spectrum, Verizon Fios, Fios, AT&T, Cox, "
        "Optimum, Frontier, Google Fiber, Starlink, Telstra, Optus, Aussie Broadband, TPG, "
        "iiNet, Orange, SFR, Free, Bouygues, Telekom, 1&1, O2, Ziggo, KPN, Proximus, Telenet, "
        "Swisscom, Vectra, UPC, Netia, Movistar, Digi, Jio, JioFiber, Airtel, ACT Fibernet, "
        "BSNL, Singtel, StarHub, MyRepublic, Unifi, Globe, PLDT, Converge, Rogers, Bell, Telus, "
        "Shaw, Videotron, Spark, Virgin, Vodafone Fibre, Octopus Fibre, Zen, Shell Energy "
        "Broadband, Pure Fibre, Gigaclear, Trooli, MEO, NOS, Vivo, Claro, Fastweb, TIM"
    ),
    "energy_supplier": _names(
        "British Gas, Octopus, Octopus Energy, EDF, EDF Energy, E.ON, E.ON Next, Eon, Ovo, "
        "OVO Energy, Scottish Power, ScottishPower, SSE, Bulb, Shell Energy, Good Energy, "
        "Ecotricity, So Energy, Utilita, Outfox the Market, Electric Ireland, Bord Gáis, "
        "Bord Gais, Bord Gáis Energy, Energia, SSE Airtricity, Flogas, Pinergy, Origin, "
        "Origin Energy, AGL, EnergyAustralia, Red Energy, Alinta, Powershop, Genesis Energy, "
        "Mercury, Contact Energy, Meridian, Con Edison, ConEd, PG&E, Duke Energy, Xcel Energy, "
        "National Grid, Eversource, Vattenfall, Eneco, Essent, Engie, TotalEnergies, Enel, "
        "Iberdrola, Endesa, Naturgy, EnBW, Fortum, Ørsted, Hydro One, Enmax, Direct Energy, "
        "Reliant, TXU Energy, Tibber, Lichtblick, Greenchoice, Vandebron, Luminus, Octopus "
        "Energy Germany, Tesla Electric"
    ),
    "insurer": _names(
        "Admiral, Direct Line, Aviva, Churchill, LV, LV=, Hastings, Hastings Direct, Esure, "
        "More Than, AXA, Allianz, Zurich, Geico, GEICO, Progressive, State Farm, Allstate, "
        "Liberty Mutual, USAA, Farmers, Travelers, Esurance, Lemonade, Root, Intact, "
        "Desjardins, NRMA, AAMI, Budget Direct, Suncorp, RACV, RAC, FBD, AIG, 123.ie, "
        "Generali, UnipolSai, Unipol, HUK-Coburg, HUK24, DEVK, ERGO, R+V, Mapfre, "
        "Línea Directa, Linea Directa, Mutua Madrileña, MAIF, MACIF, Groupama, Matmut, GMF, "
        "Tryg, Gjensidige, Fennia, LocalTapiola, PZU, Ageas, Centraal Beheer, Nationale-"
        "Nederlanden, ICICI Lombard, HDFC Ergo, Bajaj Allianz, Tata AIG, Digit, Acko, "
        "Discovery Insure, OUTsurance, Santam, Hollard, Dialdirect, King Price, MiWay, "
        "Tokio Marine, Sompo, Ping An, Sheilas' Wheels, Tesco Bank Insurance, Saga, Ageas, "
        "Aviva Ireland, Chill Insurance, Youi, Bupa, Vitality, Cigna, Aetna, Humana"
    ),
    "pharmacy": _names(
        "CVS, CVS Pharmacy, Walgreens, Rite Aid, Boots, Lloyds Pharmacy, LloydsPharmacy, "
        "Superdrug, Well Pharmacy, Shoppers Drug Mart, Rexall, Jean Coutu, London Drugs, "
        "Chemist Warehouse, Priceline Pharmacy, Terry White Chemmart, Apollo Pharmacy, "
        "MedPlus, Netmeds, PharmEasy, Guardian, Watsons, Mercury Drug, Kruidvat, Etos, "
        "Hickey's Pharmacy, McCabes Pharmacy, Clicks, Dis-Chem, Amazon Pharmacy, Costco Pharmacy, "
        "Walmart Pharmacy, Kroger Pharmacy"
    ),
    "email_provider": _names(
        "Gmail, gmail, Hotmail, hotmail, Outlook, Outlook.com, Yahoo, yahoo, Yahoo Mail, "
        "Proton Mail, ProtonMail, protonmail, Proton, iCloud, iCloud Mail, icloud, Zoho Mail, "
        "Zoho, AOL, GMX, Fastmail, Tuta, Tutanota, Yandex Mail, Mail.ru, Web.de, web.de, "
        "BT Mail, Rediffmail, Live Mail, Windows Live"
    ),
    "cloud_storage": _names(
        "Google Drive, Google One, Google Photos, Dropbox, OneDrive, iCloud, iCloud+, icloud, "
        "iCloud Drive, Box, pCloud, MEGA, Mega, Amazon Photos, Backblaze, Sync.com, "
        "Proton Drive, Tresorit, Icedrive"
    ),
}
"""Each slot's providers by name."""

EVERYDAY = frozenset(
    n.casefold()
    for n in _names(
        "Three, Free, Play, Plus, Base, Salt, Smart, Visible, Metro, Vi, du, True, Glo, Bell, "
        "Spark, Elisa, DNA, Orange, Sunrise, Magenta, Digi, Vivo, Claro, Sky, Virgin, Cox, "
        "Optimum, Frontier, Origin, Mercury, Genesis, Meridian, Zen, Root, Farmers, Intact, "
        "Saga, Digit, Guardian, Admiral, Churchill, Hastings, Zurich, Jazz, Robi, Zain, 48, "
        "Ting, Globe, Shaw, Converge, Travelers, Essent, Contact, Reliant, Boots, Jio, "
        "Eir, Telekom, LV, EE, BT, A1, M1, TIM, SSE, AGL, Box, Mega, Tuta, "
        "Live Mail, Windows Live"
    )
)
"""Names that are everyday words, a person's name or a short letter run: taken only as a
claim's whole value beside the kind's words, never found in running text."""

CONTEXT: dict[str, re.Pattern[str]] = {
    "mobile_carrier": re.compile(
        r"\b(?:phones?|mobiles?|cell(?:phone)?|sim(?:-only)?|network|signal|carrier|contract|"
        r"ported|number|data|plan|pay\s*as\s*you\s*go|prepaid|roaming|esim|"
        r"(?:dropp\w*|dropped|missed)\s+(?:\w+\s+)?calls?|calls?\s+(?:keep\s+)?dropp\w*)\b",
        re.IGNORECASE,
    ),
    "internet_provider": re.compile(
        r"\b(?:internet|broadband|fib(?:re|er)|wi-?fi|router|mbps|gigabit|isp|connection|"
        r"line)\b",
        re.IGNORECASE,
    ),
    "energy_supplier": re.compile(
        r"\b(?:energy|gas|electric(?:ity)?|power|supplier|tariff|bills?|meter|dual\s+fuel|"
        r"heating|fixed(?:[\s-]+(?:rate|price))?\s+(?:deal|tariff|plan))\b",
        re.IGNORECASE,
    ),
    "insurer": re.compile(
        r"\b(?:insur\w*|cover(?:ed)?|policy|polic(?:ies)|quotes?|premium|renewal|renew\w*|"
        r"no[- ]claims|claims?|excess|cars?|vehicles?|motor|home|house|contents|pets?|"
        r"health\s+(?:plan|scheme|cover)|medical\s+(?:aid|scheme|plan|cover))\b",
        re.IGNORECASE,
    ),
    "email_provider": re.compile(
        r"\b(?:[\w-]*mails?|inbox|address|spam|mailbox|newsletters?)\b",
        re.IGNORECASE,
    ),
    "cloud_storage": re.compile(
        r"\b(?:cloud|storage|backups?|back(?:ed|s)?\s+up|photos|files|folders?|drive|sync(?:s|ed)?|"
        r"\d+\s*(?:gb|tb)|dropbox|onedrive|icloud|pcloud)\b",
        re.IGNORECASE,
    ),
    "pharmacy": re.compile(
        r"\b(?:pharmacy|pharmacies|prescriptions?|meds|medication|medicine|chemist|refills?|"
        r"pick(?:s|ed)?\s+up\s+my)\b",
        re.IGNORECASE,
    ),
}
"""Words that say a sentence speaks of a provider of that kind."""

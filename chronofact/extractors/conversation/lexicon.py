"""Word lists of the conversational extractor: relations to people, categories of things, the
canonical predicate each relation word or category belongs to."""

from __future__ import annotations

import re

from chronofact.extractors.conversation.gym_names import is_gym_name
from chronofact.extractors.conversation.kin_words import KIN_ALIASES, RELATION_WORDS

__all__ = [
    "CAPITALISED_NOT_NAMES",
    "CATEGORY_SLOTS",
    "FAMILY_WORDS",
    "FATHER_KIN",
    "FEMALE",
    "INTERJECTIONS",
    "JOB_WORDS",
    "KIN_ALONE",
    "LEISURE_GROUP",
    "MALE",
    "MONTHS",
    "MOTHER_KIN",
    "ORGANISATION",
    "PARTNER_SLOTS",
    "PERSON_ROLES",
    "PROFESSIONS",
    "ROLE_TITLES",
    "SCHOOL_WORDS_ABROAD",
    "STATES",
    "TITLE_ABBREVIATIONS",
    "WEEKDAYS",
    "category_alt",
    "category_slot",
    "is_interjection",
    "no_verb",
    "parent_pair",
    "role_predicate",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


PERSON_ROLES: dict[str, str] = {
    # relation word said by the speaker -> canonical predicate (speaker, predicate, person)
    "girlfriend": "partner",
    # Spanish and Portuguese words said in English chat ("mi jefe Carlos", "minha namorada")
    "novia": "partner",
    "novio": "partner",
    "namorada": "partner",
    "namorado": "partner",
    "jefe": "manager",
    "jefa": "manager",
    "chefe": "manager",
    "boyfriend": "partner",
    "partner": "partner",
    "gf": "partner",
    "bf": "partner",
    "hubby": "married_to",
    "wife": "married_to",
    "husband": "married_to",
    "spouse": "married_to",
    "fiance": "engaged_to",
    "fiancé": "engaged_to",
    "fiancee": "engaged_to",
    "fiancée": "engaged_to",
    "boss": "manager",
    "manager": "manager",
    "line manager": "manager",
    "reporting manager": "manager",
    "direct manager": "manager",
    "team leader": "manager",
    "team lead": "manager",
    "lead": "manager",
    "supervisor": "manager",
    "reporting officer": "manager",
    "doctor": "doctor",
    "gp": "doctor",
    # a specialist one sees is one's doctor on that slot ("Irene's cardiologist is Dr. Brennan")
    "cardiologist": "doctor",
    "paediatrician": "doctor",
    "pediatrician": "doctor",
    "dermatologist": "doctor",
    "psychiatrist": "doctor",
    "gynaecologist": "doctor",
    "gynecologist": "doctor",
    "oncologist": "doctor",
    "neurologist": "doctor",
    "endocrinologist": "doctor",
    "rheumatologist": "doctor",
    "obstetrician": "doctor",
    "physio": "doctor",
    "physiotherapist": "doctor",
    "dentist": "dentist",
    "therapist": "therapist",
    "vet": "vet",
    "landlord": "landlord",
    "roommate": "roommate",
    "flatmate": "roommate",
    "coach": "coach",
    "trainer": "trainer",
    "tutor": "tutor",
    # people who serve one, by name ("our babysitter Kayla", "my dog walker Jordan"); not one's
    # accountant or lawyer, who act for one ("Our accountant got the deadline pushed" is ours)
    "babysitter": "babysitter",
    "nanny": "nanny",
    "childminder": "childminder",
    "cleaner": "cleaner",
    "mechanic": "mechanic",
    "dog walker": "dog_walker",
    "piano teacher": "piano_teacher",
    "driving instructor": "driving_instructor",
    "personal trainer": "trainer",
    "landlady": "landlord",
    "counsellor": "therapist",
    "counselor": "therapist",
}
SERVICE_ROLES: dict[str, str] = {
    "accountant": "accountant",
    "bookkeeper": "accountant",
    "tax advisor": "accountant",
    "tax adviser": "accountant",
    "solicitor": "solicitor",
    "conveyancer": "solicitor",
    "lawyer": "lawyer",
    "attorney": "lawyer",
    "financial adviser": "financial_adviser",
    "financial advisor": "financial_adviser",
    "mortgage broker": "mortgage_broker",
    "estate agent": "estate_agent",
    "letting agent": "letting_agent",
    "realtor": "estate_agent",
    "optician": "optician",
    "optometrist": "optician",
    "plumber": "plumber",
    "electrician": "electrician",
    "builder": "builder",
    "gardener": "gardener",
    "handyman": "handyman",
    "tailor": "tailor",
    "midwife": "midwife",
    "caseworker": "caseworker",
    "social worker": "caseworker",
}
"""Those who act for or serve one, by the role said before their name ("my accountant Linda"),
and the slot of each. Not relations (`PERSON_ROLES`): "our accountant" said alone is no one a
sentence is about."""
FIRMS_SERVE: frozenset[str] = _words(
    "accountant accountants solicitor solicitors lawyer lawyers attorney attorneys notary "
    "conveyancer bookkeeper broker agent agents insurer optician opticians vet vets "
    "hairdresser hairdressers salon barber barbers plumber plumbers builder builders "
    "electrician mechanic mechanics garage pharmacy chemist dentist"
)
"""Those who serve one that may be a firm as well as a person: "our solicitor is Harper &
Lowe", "my accountant is Patel & Co" (the firm is the value on the slot of the role)."""
KIN: frozenset[str] = _words(
    "sister brother mom mum mother dad father cousin aunt uncle niece nephew son daughter "
    "grandma grandmother grandpa grandfather friend best_friend colleague neighbour neighbor "
    "stepmom stepdad stepbrother stepsister sibling kid child twin parents grandparents in-laws"
)
FAMILY: frozenset[str] = (KIN - _words("friend best_friend colleague neighbour neighbor")) | _words(
    "parent grandparent husband wife partner married_to spouse father_in_law mother_in_law"
)
"""Relations by blood or marriage: `KIN` without friends, colleagues and neighbours, with
partners and in-laws."""
for _k in KIN:
    PERSON_ROLES.setdefault(_k, _k)
for _k, _p in RELATION_WORDS.items():
    PERSON_ROLES.setdefault(_k, _p)
for _k, _plain in KIN_ALIASES.items():
    PERSON_ROLES.setdefault(_k, PERSON_ROLES[_plain])
KIN_ALONE: dict[str, str] = {
    # a capitalised kin word used as a name ("Dad retired")
    "mom": "mom",
    "mum": "mum",
    "dad": "dad",
    "mother": "mother",
    "father": "father",
    "grandma": "grandma",
    "grandpa": "grandpa",
    "nana": "nana",
    "granny": "granny",
    "grandad": "grandad",
    "granddad": "grandad",
    "auntie": "aunt",
    "aunty": "aunt",
}
FAMILY_WORDS: dict[str, str] = {
    "papa": "dad",
    "daddy": "dad",
    "mummy": "mum",
    "mommy": "mom",
    "nonno": "grandpa",
    "nonna": "grandma",
    "abuelo": "grandpa",
    "abuela": "grandma",
    "oma": "grandma",
    "opa": "grandpa",
    "amma": "mom",
    "appa": "dad",
    "mam": "mom",
    "nani": "grandma",
    "dadi": "grandma",
    "gogo": "grandma",
    "grand-mère": "grandma",
    "grand-mere": "grandma",
    "mamie": "grandma",
    "grand-père": "grandpa",
    "grand-pere": "grandpa",
    "papi": "grandpa",
    "babcia": "grandma",
    "dziadek": "grandpa",
    "avó": "grandma",
    "avô": "grandpa",
    "vovó": "grandma",
    "vovô": "grandpa",
    "bubbe": "grandma",
    "abbu": "dad",
    "abba": "dad",
    "ammi": "mom",
    "ammu": "mom",
    "baba": "dad",
    "tatay": "dad",
    "nanay": "mom",
    "papá": "dad",
    "mamá": "mom",
    "mãe": "mom",
    "pops": "dad",
}
"""The words families use for a parent or grandparent, alone ("Papa retired") or before a
name ("Mummy Halima"): kin words alone, and titles."""
KIN_ALONE.update(FAMILY_WORDS)
KIN_ALONE.update({"didi": "sister", "akka": "sister", "bhaiya": "brother", "kuya": "brother"})
"""Siblings by the family's word for them, alone ("didi cracked CAT"); not "bro" and "sis",
which are said to the one spoken to as often ("bro Wipro is history")."""
KIN_ALONE.update({"hubby": "husband", "wifey": "wife"})  # "hubby left the council"
_FEMALE_WORDS = _words(
    "sister mom mum mother aunt niece daughter grandma grandmother girlfriend wife fiancee "
    "fiancée stepmom stepsister nana gf sister-in-law mother-in-law daughter-in-law godmother"
)
_MALE_WORDS = _words(
    "brother dad father uncle nephew son grandpa grandfather boyfriend husband fiance fiancé "
    "stepdad stepbrother bf hubby brother-in-law father-in-law son-in-law godfather"
)
FEMALE: frozenset[str] = _FEMALE_WORDS | {w for w, p in KIN_ALIASES.items() if p in _FEMALE_WORDS}
MALE: frozenset[str] = _MALE_WORDS | {w for w, p in KIN_ALIASES.items() if p in _MALE_WORDS}

PROFESSIONS: frozenset[str] = _words("""
accountant actor actress architect artist athlete author auditor baker banker barber barista
biologist builder butcher carpenter cashier chef chemist cleaner coach consultant cook
counsellor counselor dancer dentist designer dev developer dietitian director doctor driver
economist editor electrician engineer entrepreneur farmer firefighter florist freelancer
gardener hairdresser historian illustrator instructor intern janitor journalist judge lawyer
lecturer librarian manager mechanic midwife musician nanny nurse nutritionist officer painter
paramedic pharmacist photographer physicist physician pilot plumber poet professor programmer
psychologist receptionist reporter researcher scientist secretary singer soldier surgeon
tailor teacher technician therapist translator tutor vet veterinarian waiter waitress writer
analyst administrator clerk founder mentor principal lead architect owner scientist recruiter
specialist coordinator assistant associate executive strategist marketer salesperson
representative rep operator agent advisor adviser planner supervisor head chief partner
postdoc maid mason chauffeur porter courier labourer laborer trader vendor welder
foreman fireman policeman policewoman postman postwoman fisherman salesman saleswoman handyman
tradesman craftsman cameraman barman bouncer guard marine dean referee umpire jockey locksmith
cobbler jeweller jeweler actuary paralegal attorney magistrate notary chaplain priest imam rabbi
vicar nun monk shepherd herdsman boatman steward stewardess medic physio gp dj model sommelier
seamstress constable detective lifeguard warden apprentice trainee cadet
solicitor barrister conveyancer bookkeeper optometrist radiographer sonographer hygienist
physiotherapist surveyor underwriter headteacher caretaker carer joiner roofer bricklayer
scaffolder seaman bartender teller broker
""")
PARTNER_SLOTS = frozenset({"partner", "married_to", "engaged_to"})
"""The slots that name a partner (a status, `relationship_status`, names none)."""
TITLE_ABBREVIATIONS = frozenset(
    [
        "PM",
        "TPM",
        "EM",
        "SWE",
        "SDE",
        "SRE",
        "DBA",
        "QA",
        "UX",
        "CTO",
        "CEO",
        "CFO",
        "COO",
        "CMO",
        "CPO",
        "CIO",
        "VP",
        "SVP",
        "EVP",
        "GM",
        "HR",
        "RN",
    ]
)
"""Job titles people write as capitals ("senior PM", "a SWE at Meta", "VP at Kuda")."""
ROLE_TITLES: frozenset[str] = _words(
    "treasurer chair chairperson chairman president secretary captain organiser organizer "
    "head coordinator vice-president convenor lead"
)
JOB_WORDS: frozenset[str] = PROFESSIONS | ROLE_TITLES
"""The last word of a job title: a profession or a role ("nurse", "lead")."""
ORDER_WAITING: tuple[str, ...] = (
    "in production",
    "in manufacturing",
    "being made",
    "being built",
    "stuck in customs",
    "held at customs",
    "held in customs",
    "in customs",
    "on order",
    "pre-ordered",
    "preordered",
    "pre-booked",
    "on pre-order",
    "lost in transit",
    "ready for collection",
    "ready for pickup",
    "ready to collect",
    "awaiting collection",
    "awaiting delivery",
    "awaiting payment confirmation",
    "awaiting payment",
    "on the way",
    "on its way",
    "released from customs",
    "cleared customs",
    "with the courier",
    "at the depot",
)
"""States an order is in while it is made, held or on its way ("in production", "stuck in
customs"): states of `STATES`, and ones a thing known only by its purchase verb may be in."""
STATES: tuple[str, ...] = (
    "out for delivery",
    "in progress",
    "in review",
    "on hold",
    "waiting for review",
    "resolved",
    "closed",
    "open",
    "reopened",
    "shipped",
    "delivered",
    "dispatched",
    "cancelled",
    "canceled",
    "pending",
    "refunded",
    "returned to sender",
    "returned",
    "being processed",
    "processing",
    "processed",
    "on backorder",
    "backordered",
    "merged",
    "blocked",
    "unblocked",
    "fixed",
    "done",
    "approved",
    "rejected",
    "escalated",
    "arrived",
    "in transit",
    "under review",
    "unassigned",
    "assigned",
    "confirmed",
    "completed",
    "complete",
    "finished",
    "wrapped up",
    "accepted",
    "denied",
    "declined",
    "delayed",
    "preparing for dispatch",
    "awaiting dispatch",
    "in the backlog",
    "in backlog",
    "in triage",
    "triaged",
    "in testing",
    "in qa",
    "in qa review",
    "awaiting approval",
    "won't fix",
    "wont fix",
    "in code review",
    "deployed",
    "settled",
    "paid out",
    "scheduled",
    "qa",
    # a request waiting on someone
    "awaiting parts",
    "awaiting an engineer",
    "awaiting engineer",
    "awaiting inspection",
    "awaiting assessment",
    "awaiting a decision",
    "awaiting decision",
    "awaiting a callback",
    "awaiting review",
    "awaiting signature",
    "pending approval",
    "pending review",
    "pending payment",
    "under investigation",
    "being assessed",
    "being investigated",
    "escalated to level 2",
    "escalated to level 3",
    "escalated to tier 2",
    "escalated to tier 3",
    "escalated to a manager",
    "escalated to management",
    "partially upheld",
    "upheld",
    *ORDER_WAITING,
)

_CATEGORIES: dict[str, str] = {}


def _add(slot: str, words: str) -> None:
    for w in words.split():
        _CATEGORIES[w] = slot


_add(
    "has_pet",
    "dog dogs cat cats puppy kitten hamster parrot rabbit bunny goldfish fish "
    "turtle tortoise horse budgie gecko lizard snake ferret guinea labrador beagle poodle "
    "terrier retriever spaniel collie husky bulldog dachshund corgi "
    "greyhound whippet lurcher cockapoo cavapoo labradoodle pug chihuahua schnauzer staffie "
    "staffy alsatian rottweiler doberman dalmatian tabby ragdoll gerbil chinchilla hedgehog "
    "axolotl cockatiel canary parakeet iguana tarantula pony",
)
_add(
    "vehicle",
    "car bike bicycle e-bike ebike scooter e-scooter motorbike motorcycle moped vespa tesla "
    "prius van truck suv toyota honda vw volkswagen bmw audi ford kia hyundai fiat skoda "
    "renault peugeot volvo mini yamaha ducati train bus tram metro subway tube ferry "
    "mazda nissan subaru jeep chevy chevrolet lexus porsche citroen opel vauxhall rivian "
    "polestar corolla civic yaris camry rav4 fiesta clio octavia passat jetta qashqai outback "
    "miata mx-5 cx-5 hatchback sedan minivan campervan vehicle "
    "maruti suzuki tata nexon mahindra lada niva astra hiace urvan vanmoof brompton dacia "
    "mercedes merc benz alfa cupra mitsubishi isuzu kawasaki harley enfield rover ioniq niro "
    "tiguan hilux",
)
_add(
    "uses_phone",
    "phone iphone galaxy pixel android smartphone oneplus xiaomi nokia samsung motorola moto "
    "huawei oppo vivo realme redmi xperia fairphone blackberry tecno infinix itel",
)
_add("uses_console", "ps3 ps4 ps5 playstation xbox nintendo console")
_add(
    "uses_laptop",
    "laptop macbook thinkpad chromebook notebook xps surface dell lenovo asus acer zenbook "
    "ideapad vivobook inspiron",
)
_add(
    "uses_device",
    "watch smartwatch garmin fitbit forerunner kindle kobo e-reader ereader tablet ipad tab",
)
_add(
    "learning_language",
    "french spanish german italian portuguese japanese korean "
    "mandarin chinese cantonese arabic russian dutch swedish norwegian danish greek turkish "
    "hindi polish finnish hebrew swahili vietnamese thai indonesian czech ukrainian latin "
    "english irish welsh gaelic tagalog bengali urdu persian farsi malay tamil telugu punjabi "
    "romanian hungarian catalan basque icelandic yoruba igbo zulu xhosa amharic serbian "
    "croatian bulgarian slovak lithuanian latvian estonian esperanto asl "
    # languages of the chats the sets are written in, said as their speakers name them
    "isixhosa isizulu afrikaans sesotho setswana sepedi xitsonga tshivenda isindebele siswati "
    "twi akan hausa fante shona luganda kinyarwanda somali oromo tigrinya wolof lingala "
    "malayalam kannada marathi gujarati sinhala nepali burmese khmer mongolian kazakh uzbek "
    "georgian armenian albanian slovenian macedonian maltese filipino cebuano ilocano hawaiian "
    "maori samoan cree ojibwe inuktitut quechua guarani nahuatl bsl",
)
_add(
    "learning_instrument",
    "piano guitar violin cello drums bass flute saxophone trumpet "
    "ukulele clarinet harp viola trombone banjo accordion sitar tabla fiddle keyboard keys "
    "synth oboe bassoon harmonica mandolin bagpipes tuba sax cornet harmonium veena bodhran "
    "marimba xylophone djembe kora erhu whistle",
)
_add(
    "hobby",
    "yoga pilates boxing running swimming climbing bouldering cycling crossfit "
    "tennis football soccer basketball golf hiking karate judo dancing salsa painting "
    "knitting pottery photography gardening baking chess surfing skiing rowing squash "
    "badminton volleyball kickboxing jiu-jitsu weightlifting lifting spinning zumba "
    "meditation birdwatching fishing archery fencing skating choir "
    "padel pickleball crochet woodworking woodturning beekeeping weaving sailing "
    "kayaking canoeing netball rugby hockey cricket baseball softball snooker darts bowling "
    "triathlons marathons calligraphy sewing embroidery quilting origami "
    "sketching ceramics snowboarding skateboarding rollerblading trampolining capoeira "
    "taekwondo aikido wrestling sudoku crosswords cosplay karaoke ballet tango bachata "
    "homebrewing foraging geocaching stargazing paddleboarding snorkelling snorkeling scuba "
    "parkour bonsai birding watercolour watercolours watercolor watercolors quiz bowls",
)
_add("drinks", "coffee tea espresso matcha beer wine alcohol soda cola juice kombucha milk")
_add(
    "diet",
    "vegetarian vegan pescatarian pescetarian flexitarian keto carnivore meat "
    "gluten-free dairy-free paleo fasting plant-based mediterranean low-carb whole30 dairy "
    "gluten carbs",
)
_add("gym", "gym fitness")
_add("studies_at", "university uni college school academy institute polytechnic")
SCHOOL_WORDS_ABROAD: frozenset[str] = _words(
    "lycée lycee liceo liceu lisesi lyceum liceum gymnasium gimnazjum gimnasio colegio escola "
    "escuela école ecole collège scuola schule grundschule gesamtschule realschule okulu "
    "universidad universidade université università universität hochschule"
)
"""A school by its own language's word ("Galatasaray Lisesi", "Lycée Molière")."""
_add("studies_at", " ".join(sorted(SCHOOL_WORDS_ABROAD)))
_add("bank", "bank savings account")

CATEGORY_SLOTS: dict[str, str] = dict(_CATEGORIES)

LEISURE_GROUP = (
    r"(?:[a-z]+ing|book|craft|crafts|art|film|quiz|chess|sewing|poetry|writing)\s+"
    r"(?-i:group|circle|society|meetup)"
)
"""A group one joins for a pastime ("walking group", "knitting circle", "book group"): no
employer, whatever name comes before it ("the U3A walking group")."""


def category_alt(slot: str) -> str:
    """The words of one slot's category as a regex alternation, longest first ("malayalam"
    before "malay"), each escaped."""
    words = sorted((w for w, s in CATEGORY_SLOTS.items() if s == slot), key=len, reverse=True)
    return "|".join(re.escape(w) for w in words)


def category_slot(text: str) -> str | None:
    """The canonical slot a thing belongs to, from its words (last word first); a hobby word
    gives way to another category named with it ("VW Golf" is a car, not golf); a gym chain's
    name is a gym ("Orangetheory", "the Smart Fit on Carrera Séptima": `gym_names`)."""
    if is_gym_name(text):
        return "gym"
    tokens = [w.strip(".,'\"!") for w in text.split()]
    slots = [
        s
        for s, token in ((_CATEGORIES.get(t.lower()), t) for t in reversed(tokens))
        if s is not None and (s != "studies_at" or token[:1].isupper())
    ]  # a school by name ("Napier University"), not "English at night school"
    if not slots:
        return None
    return next((s for s in slots if s != "hobby"), slots[0])


MOTHER_KIN = frozenset({"mum", "mom", "mother"})
FATHER_KIN = frozenset({"dad", "father"})
"""What `KIN_ALONE` makes of a mother's and a father's words."""


def parent_pair(a: str | None, b: str | None) -> bool:
    """Two `KIN_ALONE` relations that are a mother and a father ("Mum and Dad", "Amma and
    Appa"): said together, the speaker's parents."""
    return (a in MOTHER_KIN and b in FATHER_KIN) or (a in FATHER_KIN and b in MOTHER_KIN)


def role_predicate(word: str) -> str | None:
    """Canonical predicate of a relation word ("girlfriend" -> partner), or None."""
    return PERSON_ROLES.get(word.lower().strip())


INTERJECTIONS = _words(
    "ugh urgh argh agh ah ahh aw aww awww eh er erm hmm hmmm hm meh oof ooh oh welp whew phew "
    "yay yikes wow omg omfg lol lmao haha hahaha hehe jeez gosh geez damn dang sigh ouch ooft "
    "um umm uh uhh psst bah pfft blah tbh tbf ngl imo imho idk smh lowkey "
    # from the Englishes of Nigeria, Ghana, South Africa, Singapore, India, Scotland ...
    "sha abeg oya ehn ehen chai haba lah leh lor sia alamak aiyo aiyoh aiyah walao wah eish haibo "
    "yoh jislaaik ag ayy och aye yaar arre acha accha innit"
)
"""Words that voice a feeling and name no one: never a subject ("ugh work at X is busy",
"Sha I resigned from Flutterwave")."""

_LAUGHTER = re.compile(
    r"a?(?:h+a+){2,}h*|(?:h+e+){2,}h*|(?:h+i+){2,}h*|(?:j+a+){2,}j*|lo+l+(?:o+l+)*|"
    r"lmf?a+o+|ro+f+l+|x+d+|a*w+k+(?:w+k+)+"
)
_RUN = re.compile(r"(\w)\1+")


def is_interjection(word: str) -> bool:
    """A word that voices a feeling, as listed (`INTERJECTIONS`), drawn out ("ughhh", "lmaooo",
    "yayyy") or laughing ("hahahaha", "hehehe", "jajaja", "looool")."""
    folded = word.casefold()
    if folded in INTERJECTIONS or _LAUGHTER.fullmatch(folded):
        return True
    return len(folded) <= 12 and _RUN.sub(r"\1", folded) in INTERJECTIONS


WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
CAPITALISED_NOT_NAMES = frozenset(["I", "I'm", *WEEKDAYS, *MONTHS, "The", "A", "An", "My", "Our"])
"""Capitalised words that start a sentence or a date, never a person or a thing's name."""
KIND_ALONE: frozenset[str] = _words(
    "phone laptop computer console car bike bicycle scooter motorbike van gym bank account"
)
"""Things named by their kind only ("got a new phone", "the car got written off", "quit my
gym"): no particular one is named, so none is asserted, and ending it ends whichever was held."""
TITLES_ABROAD = r"Dra|Doctora|Dott(?:or|ore|oressa)?|Dout(?:or|ora)|Doktor|Sra|Srta|Sr|Mme|Mlle"
"""Titles said in other languages before a name ("Dra. Salazar", "Dott. Ferri", "Sra. Gomez",
"Mme Dubois"): the title is no one's name."""
TITLED = rf"(?:(?:Mrs|Mr|Ms|Mdm|Miss|Dr|Doctor|Prof|Professor|{TITLES_ABROAD})\.?\s+)?"
"""A regex: the title said before a person's name, if any ("Dr ", "Mrs. ", "Professor ")."""
DEPARTED = (
    r"(?:has\s+|have\s+|had\s+|just\s+|finally\s+|sadly\s+)*(?:left|quit|resigned|retired|"
    r"moved\s+on|stepped\s+down|is\s+gone|went\s+on\s+(?:[a-z]+\s+)?leave|"
    r"(?:was|got)\s+(?:let\s+go|fired|laid\s+off|sacked))\b"
)
"""A regex: the words after a person that say they left their place or role ("retired",
"has moved on", "went on maternity leave", "got let go")."""
TITLED_NAME = TITLED + r"(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
"""A regex: a person's name of one or two capitalised words after an optional title ("Dr
Sanz", "Ana Lima", "Mrs Adeyemi")."""
FIRST_PERSON = (
    r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|we're|we've|us|our|ours)\b|\bi['\u2019]"
)
"""A regex: a word by which the speakers say themselves ("I", "my", "we've", "I’m")."""


VERB_START = _words(
    "handed left quit moved relocated traded swapped sold replaced switched married started "
    "starting joined finished graduated stopped dropped gave took signed got became bought "
    "adopted retired resigned reassigned transferred living working studying dating seeing "
    "commuting drinking home promoted changed shifted"
)
"""Words that open a clause whose subject is left out ("moved to Leeds", "started at Monzo")."""
NOT_VERBS = _words("my our the this that a an i i'm i've we he she they his her their")
"""Lower-case words that open a clause and are no verb of a subject left out."""


def no_verb(word: str) -> bool:
    """`word` opens a clause and is no verb of a subject left out, contracted too ("she's going
    to teach yoga", "they're in Leeds")."""
    return re.split(r"['\u2019]", word.lower(), maxsplit=1)[0] in NOT_VERBS


ORGANISATION = re.compile(
    r"\b(?:Bank|Group|Ltd|Limited|Inc|plc|PLC|LLC|Corp|Corporation|Company|Holdings|HQ|"
    r"[Hh]ead\s+[Oo]ffice|[Hh]eadquarters|[Oo]ffices?|[Dd]epartment|[Mm]inistry|[Cc]ouncil|"
    r"[Aa]gency)\b"
)
"""Words of an organisation: one reports to a person, and "reports to <organisation>" says where
one works, not who one's manager is."""


WANTS_DONE = re.compile(
    r"\b(?:wants?|needs?|expects?|asked\s+for|is\s+asking\s+for|demands?|promised|"
    r"promises)\s+(?:(?:us|me)\s+)?(?:the|my|our|this|that|all|every|it|them)\b",
    re.IGNORECASE,
)
"""Someone wanting a piece of work done by a time (a boss, a client): the deadline is the
speaker's, not theirs ("Mrs Owusu wants the reports on her desk by Friday noon", "the
contractor has now promised the kitchen by 15 November")."""


DEADLINE_SAID = re.compile(
    r"\b(?:due|deadlines?|hand[\s-]?in|submi(?:t|ssion|ssions|tting)|extension|extended|pushed|"
    r"moved|postponed|brought\s+forward|by|before|cut-?off|closes?|closing|till|until|go-?live|"
    r"launch(?:es|ing)?|ready|finish(?:ed)?)\b",
    re.IGNORECASE,
)
"""Words of a deadline in a sentence that gives one ("due 12 December", "has to be in by 28
November", "the funder pushed it to 9 January"); "I'm off to Lisbon on 12 December" has none."""
MEETING_SAID = re.compile(
    r"\b(?:meetings?|meets?|syncs?|stand-?ups?|calls?|1:1s?|one-on-ones?|sessions?|classe?s?|"
    r"practices?|rehearsals?|retros?|reviews?|catch-?ups?|club|lessons?|training)\b",
    re.IGNORECASE,
)
"""Words of a recurring meeting in a sentence that gives its time."""
TRIP_SAID = re.compile(
    r"\b(?:off\s+to|trip|holidays?|vacation|flights?|flying|fly|visit(?:ing)?|travel(?:l?ing)?|"
    r"heading\s+to|going\s+to|leave\s+for|leaving\s+for|wedding|birthday|party|concert)\b",
    re.IGNORECASE,
)
"""Words of a trip or an outing: a date beside them is when one goes, no deadline."""

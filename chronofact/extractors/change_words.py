"""The one vocabulary of change: the words that say something stopped holding, shared by the
conversation extractor (`extractors.conversation`: its end frames and "no longer" test) and by
ingest's change resolution (`graph.ingest.change_cues`: which current facts a sentence ends).
The change cues carry the direction in which each governs the thing it ends; the word lists
bridge, cancel or bound a cue."""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.change_words_gone import GONE_CUES, GONE_RE

NO_LONGER = r"no longer|not anymore|anymore|any more|any longer|no more"
"""Words that say a state stopped ("not at Target anymore", "no more meat")."""
NO_LONGER_RE = re.compile(rf"\b(?:{NO_LONGER})\b", re.IGNORECASE)
PROMOTION_RE = re.compile(r"\b(?:promoted|promotion)\b", re.IGNORECASE)
"""A promotion said: a new title, the employer kept unless another is named."""
STOP_VERBS = (
    r"stopped|quit|quitting|dropped|gave up|given up|giving up|stopping|cancelled|canceled"
    r"|ditched|left|leaving"
)
"""Verbs (with their forms) that end a thing named after them ("stopped pottery")."""
PIDGIN_PAST = {
    "move": "moved",
    "sell": "sold",
    "change": "changed",
    "switch": "switched",
    "quit": "quit",
    "resign": "resigned",
    "scatter": "split up",
    "japa": "emigrated",
    "comot": "left",
    "commot": "left",
    "transfer": "transferred",
    "retire": "retired",
    "divorce": "divorced",
    "cancel": "cancelled",
    "close": "closed",
    "drop": "dropped",
}
"""Nigerian Pidgin's perfect ("don" + verb: "don move", "don sell the bus", "don scatter"
for broke up) read as the English past the cues are written in (`graph.ingest.cue_words`);
"comot" alone is "left"."""
CUE_RE = re.compile(
    r"\b(?:left|leaving|quit|quitting|stopped|moved|relocated|got out|done with|wrapped up"
    rf"|{NO_LONGER}"
    r"|switched|swapped|replaced|sold|cancell?ed|closed|broke|split|separated|divorced"
    r"|gave up|given up|dropped|ditched|dumped|transferred|on hold|retired|resigned|ended"
    r"|is over|was over|are over|is done|['’]s (?:over|done|history)|shut|went bust|went under"
    r"|passed away|died|fired|sacked"
    r"|laid off|let go|scrapped|shelved|paused|discontinued|got rid|graduated|unsubscribed"
    r"|traded|finished|handed|moved off|stepped down|stepped away|stepped back|moved on from"
    r"|rehomed|gave away|went to live|lost|gave\s+(?:[\w'’.-]+\s+){1,5}?(?:to|away)|passed on"
    r"|in a drawer|in storage|gathering dust|collecting dust|barely|hardly|these days|nowadays"
    r"|got boring|gotten boring|bored of|lost interest|fell out of love|fallen out of love"
    r"|grew out of|grown out of|lasted"
    r"|totall?ed|written off|wrote off|stolen|rip|packed up|conked out"
    r"|are done|were done|goodbye|farewell|packed in|jacked in|chucked in|old news|called it quits"
    r"|walked away from|ended things|passed|rehome|don leave|don stop|i'm off|im off|pulled off"
    rf"|don (?:{'|'.join(PIDGIN_PAST)})|comm?ot"
    r"|rolled off|turned (?:my|his|her|their|our) back on"
    r"|is history|was history|are history|off the table|divorce from|emptied|not together"
    r"|escaped|ran away|went missing|(?:haven't|hasn't|havent|hasnt) (?:touched|played)"
    r"|(?:don['’]?t|do not) miss"
    r"|flew away|flown away|flew off|flown off|on (?:[\w-]+ ){0,2}leave"
    r"|parted ways|chucked|out (?:of )?the picture|(?:gone|went) abroad"
    r"|emigrated|japa'?d|ancient history|got the (?:flick|sack|boot|chop)|got sacked"
    r"|back when|back in my days|when (?:i|he|she|we|they) (?:was|were) still"
    rf"|{GONE_RE}"
    r")\b",
    re.IGNORECASE,
)
"""Any word of a change cue (the cheap first test; `CUES` decides)."""

NOVELTY_RE = re.compile(
    r"\b(?:now|nowadays|these\s+days|lately|since\s+(?:the\s+)?(?:summer|spring|autumn|fall|"
    r"winter|january|february|march|april|may|june|july|august|september|october|november|"
    r"december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|last\s+(?:week|month|year)|\d)|anymore|any\s+more|no\s+longer|no\s+more|instead|"
    r"switched|switching|swapped|moved|moving|relocated|transferred|changed|replaced|traded|"
    r"became|become|joined|new|upgraded|jumped\s+ship|went\s+over|gone\s+over|made\s+me|"
    r"got\s+made|promoted|bumped|snapped|poached|hired|starting|started|ended\s+up|retrained|"
    r"picked\s+up|took\s+up|gotten\s+into|got\s+into|ditched|dropped|quit|left|gave\s+up|"
    r"finally|again|extended|pushed|shifted|signed\s+up|went\s+with|gone\s+with|opted|"
    r"resolved|closed|delivered|arrived|dispatched|shipped|cancell?ed|approved|rejected|fixed|"
    r"escalated|returned|refunded|completed)\b",
    re.IGNORECASE,
)
"""Words that say a slot holds something else now: a broader net than `CUE_RE` and
`shift_cues.SHIFT_RE` (ingest's kindred and earlier-value stages, where the kind test, not
the word, carries the decision; recall's `present_first`, where a newer message on the same
topic by the same person must also share a content word)."""


@dataclass(frozen=True)
class Cue:
    """A change cue: its words, and where the thing it ends may stand."""

    words: tuple[str, ...]
    after: bool = True
    """The ended thing may follow ("quit Shopify")."""
    before: bool = False
    """The ended thing may precede, as the cue's subject ("Dr. Patel retired")."""
    moving: bool = False
    """A movement: "from X" names the old value, "to/for/with X" the new one."""
    placed: bool = False
    """"left/dropped X at/in/on the ..." puts X somewhere: no change."""
    bounded: bool = False
    """Says how long its subject held ("the vegan thing lasted till easter"): it takes no
    object, so whatever follows it, its subject is what ended."""


def cue(text: str, **flags: bool) -> Cue:
    return Cue(tuple(text.split()), **flags)


def word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


CUES: tuple[Cue, ...] = (
    # longest first: a longer cue wins over its prefix at the same position
    cue("back when i was"),
    cue("back when i had"),
    cue("back when he was"),
    cue("back when he had"),
    cue("back when she was"),
    cue("back when she had"),
    cue("back when they were"),
    cue("back when we were"),
    cue("back when we had"),
    cue("back in my days as"),
    cue("when i was still"),
    cue("when he was still"),
    cue("when she was still"),
    cue("when they were still"),
    cue("when we were still"),
    cue("broke up with"),
    cue("split up with"),
    cue("stopped going to"),
    cue("stopped seeing"),
    cue("stopped using"),
    cue("moved away from", moving=True),
    cue("moved out of", moving=True),
    cue("transferred out of", moving=True),
    cue("got rid of"),
    cue("got out of"),
    cue("done with"),
    cue("moved off"),
    cue("no longer", before=True),
    cue("no more", before=True),
    cue("gave up"),
    cue("given up"),
    cue("split from"),
    cue("separated from"),
    cue("resigned from"),
    cue("stepped down from"),
    cue("stepped away from"),
    cue("stepped back from"),
    cue("moved on from"),
    cue("barely touch"),
    cue("barely use"),
    cue("barely play"),
    cue("barely go to"),
    cue("hardly touch"),
    cue("hardly use"),
    cue("hardly play"),
    cue("hardly go to"),
    cue("lost interest in"),
    cue("fell out of love with"),
    cue("fallen out of love with"),
    cue("got bored of"),
    cue("got boring", after=False, before=True),
    cue("gotten boring", after=False, before=True),
    cue("bored of"),
    cue("grew out of"),
    cue("grown out of"),
    cue("in a drawer", after=False, before=True),
    cue("in storage", after=False, before=True),
    cue("gathering dust", after=False, before=True),
    cue("collecting dust", after=False, before=True),
    cue("passed on", after=False, before=True),
    cue("moved me off"),
    cue("took me off"),
    cue("retired from"),
    cue("graduated from"),
    cue("unsubscribed from"),
    cue("went to live", after=False, before=True, moving=True),
    cue("moved from", moving=True),
    cue("switched from", moving=True),
    cue("moved away", after=False, before=True),
    cue("moved out", after=False, before=True),
    cue("moved abroad", after=False, before=True),
    cue("closed down", after=False, before=True),
    cue("shut down", after=False, before=True),
    cue("on hold", after=False, before=True),
    cue("is over", after=False, before=True),
    cue("is done", after=False, before=True),
    cue("wrapped up", before=True),
    cue("was over", after=False, before=True),
    cue("are over", after=False, before=True),
    cue("went bust", after=False, before=True),
    cue("went under", after=False, before=True),
    cue("passed away", after=False, before=True),
    cue("broke down", after=False, before=True),
    cue("broke up", after=False, before=True),
    cue("split up", after=False, before=True),
    cue("laid off", before=True),
    cue("let go", before=True),
    cue("traded in", moving=True),
    cue("left", before=True, moving=True, placed=True),
    cue("quit", before=True),
    cue("quitting", before=True),
    cue("leaving", moving=True, placed=True),
    cue("stopped"),
    cue("moved", before=True, moving=True),
    cue("relocated", before=True, moving=True),
    cue("switched", moving=True),
    cue("swapped", moving=True),
    cue("traded", moving=True),
    cue("transferred", moving=True),
    cue("replaced", moving=True),
    cue("sold"),
    cue("rehomed", before=True),
    cue("gave away"),
    cue("gave", placed=True),
    cue("lost", placed=True),
    cue("cancelled"),
    cue("canceled"),
    cue("closed", before=True),
    cue("dropped", placed=True),
    cue("ditched"),
    cue("dumped"),
    cue("divorced", before=True),
    cue("retired", before=True),
    cue("resigned", after=False, before=True),
    cue("ended", after=False, before=True),
    cue("finished", after=False, before=True),
    cue("broke", after=False, before=True),
    cue("died", after=False, before=True),
    cue("fired", before=True),
    cue("sacked", before=True),
    cue("scrapped", before=True),
    cue("shelved", before=True),
    cue("paused", before=True),
    cue("discontinued", before=True),
    cue("written off", after=False, before=True),
    cue("wrote off"),
    cue("totaled", before=True),
    cue("totalled", before=True),
    cue("stolen", after=False, before=True),
    # a thing broken for good ("my Corolla finally packed up", "the boiler conked out")
    cue("packed up", after=False, before=True),
    cue("conked out", after=False, before=True),
    cue("gave up the ghost", after=False, before=True),
    cue("rip"),
    cue("lasted", after=False, before=True, bounded=True),
    # farewells and idioms of ending ("me and Woolworths are done", "packed in keto", "said
    # goodbye to the registrar rota", "ryan is old news"); a farewell at a place is a parting
    # ("said goodbye to Marco at the airport")
    cue("called it quits with"),
    cue("called it quits", after=False, before=True),
    cue("called it a day", after=False, before=True),
    cue("separate ways", after=False, before=True),
    cue("parted ways", after=False, before=True),
    cue("walked away from"),
    cue("ended things with"),
    cue("said goodbye to", placed=True),
    cue("goodbye to", placed=True),
    cue("farewell to", placed=True),
    cue("goodbye", placed=True),
    cue("are done", after=False, before=True),
    cue("were done", after=False, before=True),
    cue("packed in"),
    cue("jacked in"),
    cue("chucked in"),
    # a pet that "passed" ("Gerald passed"), one rehomed ("had to rehome Duma"), a thing
    # handed over ("handed Horizon over to the contractors"), Pidgin "don leave" (has left)
    cue("passed", after=False, before=True),
    cue("rehome"),
    cue("handed"),
    cue("don leave"),
    # off a project or a team ("I'm off the airport project", "got pulled off Atlas"); not
    # "I'm off to Lisbon", "I'm off work today"
    cue("i'm off"),
    cue("im off"),
    cue("pulled off"),
    cue("rolled off"),
    cue("turned my back on"),
    cue("turned his back on"),
    cue("turned her back on"),
    cue("turned their back on"),
    cue("turned our back on"),
    cue("don stop"),
    cue("old news", after=False, before=True),
    # more idioms of ending ("Karthik is history", "2nd October is off the table", "divorce
    # from Mark is final", "she emptied the KCB one", "handed back the keys to the F-150",
    # "Emeka and I are not together anymore")
    cue("is history", after=False, before=True),
    cue("was history", after=False, before=True),
    cue("are history", after=False, before=True),
    cue("off the table", after=False, before=True),
    cue("divorce from"),
    cue("emptied"),
    cue("handed back"),
    cue("not together", after=False, before=True),
    # a thing left alone since some time ("haven't touched the guitar since May"; not "haven't
    # touched the guitar yet today": `LAPSE_TIMES` must follow in the clause)
    cue("don't miss"),
    cue("dont miss"),
    cue("do not miss"),
    cue("haven't touched"),
    cue("hasn't touched"),
    cue("havent touched"),
    cue("hasnt touched"),
    cue("haven't played"),
    cue("hasn't played"),
    # a pet gone ("Pelusa escaped", "Rex ran away", "Mochi went missing": pets only)
    cue("escaped", after=False, before=True),
    cue("ran away", after=False, before=True),
    cue("went missing", after=False, before=True),
    cue("flew away", after=False, before=True),
    cue("flew off", after=False, before=True),
    cue("flown off", after=False, before=True),
    cue("flown away", after=False, before=True),
    # a person away from the role they held ("since Beata went on maternity leave", "Keisha's
    # on maternity leave"): someone else holds it
    *(
        cue(f"{verb}on {kind}leave", after=False, before=True)
        for verb in ("went ", "gone ", "off ", "out ", "")
        for kind in (
            "",
            "maternity ",
            "mat ",
            "paternity ",
            "parental ",
            "sick ",
            "long term sick ",
        )
    ),
    # a parting ("parted ways with Dr. Klein", "chucked Slimming World", "Euan's out of the
    # picture", "Dr Iyer has gone abroad"); "chucked it in the bin" puts a thing somewhere
    cue("parted ways with"),
    cue("chucked", placed=True),
    cue("out of the picture", after=False, before=True),
    cue("out the picture", after=False, before=True),
    cue("gone abroad", after=False, before=True),
    cue("went abroad", after=False, before=True),
    # gone for good ("dr naidoo emigrated", "Emeka japa'd to Houston", "Yusuf is ancient
    # history", "trent got the flick in june")
    cue("emigrated", after=False, before=True),
    cue("japa'd", after=False, before=True),
    cue("japad", after=False, before=True),
    cue("ancient history", after=False, before=True),
    cue("got the flick", after=False, before=True),
    cue("got the sack", after=False, before=True),
    cue("got the boot", after=False, before=True),
    cue("got the chop", after=False, before=True),
    cue("got sacked", after=False, before=True),
    # disposed of, put away, let lapse, declared over (`change_words_gone`)
    *(cue(text, **flags) for text, flags in GONE_CUES),
)
CUES_BY_FIRST_WORD: dict[str, list[Cue]] = {}
for _c in CUES:
    CUES_BY_FIRST_WORD.setdefault(_c.words[0], []).append(_c)
for _cues in CUES_BY_FIRST_WORD.values():
    _cues.sort(key=lambda c: -len(c.words))  # the longest cue at a position wins

PASSIVE = word_set("was were is are been be got get gets being has have had")
"""Before a participle cue ("was replaced", "got cancelled"): the ended thing precedes."""
PARTICIPLES = word_set(
    "replaced sold cancelled canceled closed dropped ditched dumped scrapped shelved paused "
    "discontinued transferred switched swapped traded totaled totalled stolen"
)
NEGATORS = word_set(
    "not never didn't don't doesn't won't wouldn't can't cannot couldn't shouldn't haven't "
    "hasn't hadn't isn't aren't wasn't weren't might maybe perhaps could would should will "
    "i'll we'll he'll she'll they'll you'll gonna wanna want wants wanted if unless whether "
    "thinking considering planning plan plans hope hoping about almost nearly tempted "
    "going nobody nothing didnt dont doesnt wont wouldnt cant couldnt shouldnt havent hasnt "
    "hadnt isnt arent wasnt werent ain't aint"
)
"""Before a cue in its clause: a negation, a modal or a plan ("might leave", "going to quit",
"thinking about quitting", "if I sold"; chat's "havent", "wasnt" too): the change is not said
to have happened."""
BRIDGE = word_set(
    "my our the a an his her their its from out of with up at for in on to job jobs work "
    "working works worked position role gig membership memberships subscription account "
    "accounts plan contract lease place classes class lessons course studies seeing using "
    "going go dr mr mrs ms miss prof professor doctor being be as old current "
    "all officially finally just also dog cat pup puppy kitten kitty tabby bunny rabbit "
    "hamster parrot budgie tortoise pony horse little sweet keys key"
)
"""Words between a cue and the thing it ends ("quit my job at Shopify")."""
DESTINATIONS = word_set("to into onto towards toward for with by")
DETERMINERS = word_set("its the a an their his her our this that these those some another")
SPELL = word_set(
    "thing phase stint experiment spell kick streak era craze obsession fad run journey "
    "chapter days years"
)
"""Nouns for a spell of doing something, between the thing and a cue whose subject it is
("my keto phase lasted six weeks", "the japanese thing is over"): the thing is still the
cue's subject."""
SUBJECT_BRIDGE = word_set(
    "is was are were has have had got just finally officially recently also all been "
    "now already and i we "
    "san sama kun chan sensei ji sahib"
)
"""Words between the thing a cue ends and the cue; the last line, honorifics said after a name
("Sato-san retired", "Sharma-ji retired")."""
AFTER_SUBJECT_CUE = word_set(
    "last this recently yesterday today ago for in on at to from away out back and now "
    "when while because before "
    "already finally early since after over down off with by abroad "
    "lol lmao haha tbh ngl honestly tho though fr abeg sha jare o innit mate anymore ne lah yaar "
    "apparently obviously anyway anyways"
)
"""What may follow a cue whose subject it ends ("Dr. Russo moved away", "Duncan left last
week", "Chess got boring tbh": chat fillers too); anything else makes it a cue with an object
of its own ("Shopify moved its office")."""
LAPSED = frozenset(
    tuple(f"{a} {b}".split())
    for a in ("haven't", "hasn't", "havent", "hasnt")
    for b in ("touched", "played")
)
"""Cues of a thing left alone, which end it only for a while said after them."""
LAPSE_TIMES = word_set("since months weeks years ages forever yonks donkey's")
"""Words that make "haven't touched X" a lapse ("since May", "in months", "for ages")."""
HANDED_ON = word_set("to away")
""""gave" ends the thing it governs only when it is handed on ("gave Coco to her daughter",
"gave the bike away"), not "gave chess a try" or "gave me a MacBook"."""
NOT_NOW = word_set("nowadays")
"""Closes "not <thing> nowadays" / "not <thing> these days" like "not ... anymore"."""
POSSESSIVE_OK = {("no", "longer"), ("closed",)}
"""Cues whose subject may be followed by "my"/"our" ("Barclays is no longer my bank")."""
_OFF_NOT = word_set(
    "to now home out work for today tomorrow tonight sick on in at from till until again soon"
)
_AWAY_A_WHILE = word_set("this next all the duty shift school ill with a an until")
NOT_AFTER: dict[tuple[str, ...], frozenset[str]] = {
    ("dropped",): frozenset({"off", "by", "in"}),
    ("fired",): frozenset({"up", "off", "at", "on", "into", "away", "back"}),
    ("stopped",): frozenset({"by", "at", "in", "off", "over"}),
    ("moved",): frozenset({"in"}),
    ("left",): frozenset({"at", "in", "on"}),
    ("leaving",): frozenset({"at", "in", "on", "for", "soon", "tomorrow", "tonight"}),
    ("lost",): frozenset({"to", "at", "in", "on", "track", "weight", "sleep", "count", "touch"}),
    ("are", "done"): frozenset({"with", "for", "here", "talking"}),
    ("were", "done"): frozenset({"with", "for", "here", "talking"}),
    ("packed", "in"): frozenset({"the", "like", "tight", "together"}),
    ("passed",): frozenset({"by", "through", "out", "around", "along", "over"}),
    ("i'm", "off"): _OFF_NOT,
    ("im", "off"): _OFF_NOT,
    ("goodbye",): frozenset({"for", "until", "till"}),
    # "the deadline is off", not "Ana is off this week", "off duty", "off with the flu"
    **{(verb, "off"): _OFF_NOT | _AWAY_A_WHILE for verb in ("is", "was", "are", "were")},
}
"""A cue followed by one of these is not a change ("dropped off the kids", "stopped at
Target")."""
LEFT_NOT_VERB = word_set(
    "days weeks months years hours minutes time nothing anything little much lot few the "
    "turn turned turning one two three some any"
)
"""Before "left", these make it not the verb ("two weeks left", "turn left", "on the left").
"""
LEAVE_OK_OBJECTS = word_set("company firm team practice business country city town")
PLACES = word_set("at in on behind inside outside under near")
VERB_THEN_PLACE = frozenset(
    {("no", "longer"), ("stopped",), ("quit",), ("quitting",), ("gave", "up"), ("given", "up")}
)
"""Cues that end the thing after a verb of their own: with a preposition ("no longer coach at
Northside", "stopped training at PureGym", "no longer live in Madrid", "quit playing for
Hearts"), a gerund ("stopped supporting Hearts", "gave up drinking coffee") or, after "no
longer", any verb ("no longer support Hearts")."""
VERB_PLACE = word_set("at in for on")
"""The prepositions after such a verb."""
SEASONS = word_set(
    "spring summer autumn fall winter end start beginning middle new week month year weekend "
    "morning evening holidays"
)
"""After "in/on/at the", a time, not a place: "left Shopify in the spring", "lost Toffee at
the end of May"."""
TRIP = word_set(
    "weekend trip holiday holidays vacation getaway tonight lunch dinner visit errand walk "
    "summer travel travelling traveling"
)
CLAUSE_END = word_set("but so because although though while whereas")
TITLES = word_set("dr mr mrs ms miss prof professor mx sir dame auntie aunty uncle")
"""Words before a name that do not name the person alone ("Mrs. Okonkwo" is named by
"Okonkwo")."""
GENERIC = word_set(
    "dr mr mrs ms miss prof professor doctor gym school office company job work team club "
    "account bank car phone project new old my our the a an at in of for with and st street "
    "road avenue inc ltd llc co corp group centre center my membership memberships "
    "subscription contract lease"
)
"""Words of a name too generic to name it on their own."""
STOP = word_set(
    "a an the of to in on at for and or but is are was were be been am do does did it its "
    "with as by from about into this that these those my your our their his her i you we "
    "he she they me us them not no so if"
)
AFTER_WINDOW = 6
"""At most this many words between a cue and the thing it ends."""
BEFORE_WINDOW = 3
"""At most this many words between the thing a cue ends and the cue."""
NEGATION_WINDOW = 4
"""A negation or modal at most this many words before a cue cancels it."""

"""The frame table: how people say a relation holds, starts or ends, after the subject.

A frame is matched (anchored, case-insensitive) at the start of what follows the subject and
its auxiliaries.  Its `slot` is a canonical predicate, or "@" for the category of the thing
named (`lexicon.category_slot`).  `action`: "assert" (holds from the time said), "end" (the old
value ends; no object -> every live value), "swap" (group `old` ends, group `o` starts).
Patterns use single quantifiers over character classes only, so matching is linear.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chronofact.extractors.change_words import STOP_VERBS
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS, LEISURE_GROUP, category_alt

__all__ = ["FRAMES", "PROJECT_HEADS", "Frame"]

_O = r"(?P<o>[^,;]+)"
_OLD = r"(?P<old>[^,;]+?)"
_DET = r"(?:(?:a|an|the|my|our|his|her|their)\s+)?"


@dataclass(frozen=True)
class Frame:
    name: str
    pattern: re.Pattern[str]
    slot: str
    action: str = "assert"
    need_name: bool = False  # the object must start with a capital or digit
    literal: bool = False  # fills `value` unless the object is a name


def _f(name: str, template: str, slot: str, action: str = "assert", **kw: bool) -> Frame:
    rx = template.replace(" ", r"\s+").replace("{O}", _O).replace("{OLD}", _OLD)
    rx = rx.replace("{DET}", _DET)
    return Frame(name, re.compile(rx, re.IGNORECASE), slot, action, **kw)


# fmt: off

_NOT_TAUGHT = (
    r"(?:at|for|in|on|to|with|from|there|and|but|so|the|a|an|my|our|his|her|their|me|us|him|"
    r"them|you|new|people|kids|children|students|this|that|these|those|again|now|full|part)\b|"
    r"(?:year|grade|class|form|p)\s+\d"
)
_TAUGHT = rf"(?!{_NOT_TAUGHT})[a-z]+(?: (?!{_NOT_TAUGHT})[a-z]+)*"
"""What is taught: lower-case words up to a preposition or conjunction ("teaches maths at a
school" -> maths; "teaches at a school" is no subject); whom it is taught to is no subject
("teaching the new intake", "my colleague is teaching me")."""

_SUBJECTS_STUDIED = (
    r"law|medicine|maths|math|physics|chemistry|biology|history|economics|engineering|"
    r"nursing|psychology|philosophy|architecture|accounting|finance|sociology|politics|"
    r"geography|pharmacy|dentistry|computing|(?:a |her |his |my |their )?(?:degree|masters|"
    r"master's|phd|doctorate|mba|msc|bsc|ba|ma|llb|pgce)"
)
"""Subjects and degrees one studies ("doing law at Coimbra" is a school, not an employer)."""

_DIET_WORDS = [w for w, s in CATEGORY_SLOTS.items() if s == "diet" and w not in ("meat", "fasting")]
_DIETS = "|".join(sorted((re.escape(w) for w in _DIET_WORDS), key=len, reverse=True))
"""Words that name a diet ("vegan", "dairy-free", "plant-based")."""

_NOT_WORK_FIRST = (
    r"(?:my|our|the|his|her|their|this|that|it|some|a|an|nothing|everything|stuff|favou?rs)\b"
)
_NOT_WORK = (
    r"(?:lunch|dinner|breakfast|brunch|drinks|coffee|shopping|groceries|laundry|volunteer\w*|"
    r"charity|classes|class|lessons|course|spin|reformer|barre|hiit|"
    + "|".join(w for w, slot in CATEGORY_SLOTS.items() if slot == "hobby")
    + r")\b"
)
"""Words after "do" that are no line of work: first ("I do my shopping at Lidl", "I do
favours for Sam") or among the first three ("I do reformer pilates at X", "I do lunch at Y")."""

PROJECT_HEADS = (
    r"(?:projects?|initiative|programme|program|campaign|league|migration|redesign|rewrite|"
    r"rollout|roll-out|launch|relaunch|revamp|rebuild|integration|overhaul|upgrade|pilot|drive|"
    r"scheme|workstream|extension|renovation|refurb|refurbishment|fit-out)"
)
"""Head nouns of a piece of work one leads ("the fundraising campaign", "a youth football
league"): "organising a birthday party" or "took over the kitchen" lead no project."""

_BUSINESS = (
    r"(?:business|company|shop|store|restaurant|bakery|cafe|caf\u00e9|salon|firm|agency|practice|"
    r"clinic|startup|studio|consultancy|bar|pub|farm|garage|boutique|kiosk|stall|spa|hotel|"
    r"guesthouse|nursery|gym|food truck|franchise|catering|workshop|pharmacy|supermarket|"
    r"brand|label|chain|hostel|bookshop|bookstore|barbershop|daycare|school)"
)
"""What one runs as one's work: "runs a bakery", "owns a small fashion brand" (not "runs a
tight ship")."""

FRAMES: list[Frame] = [
    # ---- employer -----------------------------------------------------------------------
    _f("handed_notice", r"(?:handed|handing|put|putting) in {DET}notice(?: (?:at|to) {O})?",
       "works_at", "end"),
    _f("gave_notice", r"(?:gave|given|giving|give) (?:in )?{DET}notice (?:at|to) {O}",
       "works_at", "end", need_name=True),
    # fired / sacked, not "fired up" nor someone else fired ("my mom fired Mr. Botha")
    _f("laid_off", r"(?:got |been )?(?:laid off|let go|made redundant|(?:fired|sacked)"
       r"(?! (?:(?:up|him|her|them|the|a|an|my|his|our|their)\b|(?-i:[A-Z]))))"
       r"(?: (?:from|at|by) {O})?",
       "works_at", "end"),
    _f("quit_job", r"(?:left|quit|quitting|leaving|resigned from|lost) {DET}(?:old )?"
       r"(?:job|position|"
       r"role|work)(?: (?:at|with) {O})?", "works_at", "end"),
    _f("left_for", r"(?:left|quit|ditched|dropped|abandoned|dumped|binned) {DET}{OLD} for {DET}"
       r"(?:(?P<kind>(?-i:[a-z][\w-]*(?: [a-z][\w-]*){0,3})), (?-i:(?:a|an|the) )?"
       r"(?=(?-i:[A-Z])))?"
       r"(?P<o>(?:new |another )?[^,;]+)", "@left", "swap"),
    # "Lars left us for Klarna in June": a colleague's new employer (not "left me for": a partner)
    _f("left_us_for", r"(?:left|leaving|quit|quitting) (?:us|the (?:team|company|firm|office|"
       r"department|practice|agency|studio|lab)) for {O}", "works_at", need_name=True),
    _f("left_org", r"(?:left|quit|quitting|leaving) {O}", "works_at", "end", need_name=True),
    _f("trainee_as", r"(?:doing|started|starting|starts|start|began|beginning|begins|begin|"
       r"got|landed|found|"
       r"on|in|into|finished|finishing) {DET}(?:[\w-]+ )?(?:apprenticeship|internship|traineeship|"
       r"training|placement|residency) (?:as|to be(?:come)?) {DET}(?P<o>[a-z][^,;]*)",
       "occupation", literal=True),
    _f("training_as", r"(?:training|retraining|qualifying|apprenticing) (?:as|to be(?:come)?) {DET}"
       r"(?P<o>[a-z][^,;]*)", "occupation", literal=True),
    _f("trainee_at", r"(?:doing|started|starting|starts|start|began|got|landed|found|on|in) {DET}"
       r"(?:[\w-]+ )?(?:apprenticeship|internship|traineeship|placement|residency) (?:at|with) {O}",
       "works_at", need_name=True),
    _f("old_job_at", r"(?:(?:my|our|his|her|their) )?(?:old|former|previous|last) (?:job|work|"
       r"internship|apprenticeship|placement|gig|position|role) (?:at|with) {O}", "works_at", "end",
       need_name=True),
    _f("last_day_at", r"(?:my )?(?:very )?(?:last|final) (?:ever )?(?:day|shift)"
       r" (?:at|with) {O}", "works_at", "end", need_name=True),
    _f("job_at", r"(?:on )?(?:(?:my|our|his|her|their|the) )?"
       r"(?:new |current |day |night |early |late |weekend |morning |evening |full-time |"
       r"part-time |long |double |extra |another |12-hour |twelve-hour ){0,2}"
       r"(?:job|work|internship|apprenticeship|"
       r"placement|shifts?|gig|position|role) (?:at|with) {O}",
       "works_at", need_name=True),
    # "I'm still on the Ocado night shift": the firm's own shift, where one works
    _f("org_shift", r"on the (?P<o>(?-i:[A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,2})) "
       r"(?:night |day |early |late |weekend |morning |evening |graveyard )?"
       r"(?:shift|shifts|rota)\b",
       "works_at", need_name=True),
    # volunteering is no job: it ends none ("Dad is retired and volunteers at the museum")
    _f("volunteer_as", r"(?:volunteer|volunteers|volunteering|volunteered) as {DET}"
       r"(?P<o>[a-z][^,;]*)", "volunteer_role", literal=True),
    _f("volunteer_at", r"(?:volunteer|volunteers|volunteering|(?:a|an) volunteer|"
       r"(?:a|an) volunteer (?!(?:firefighter|fireman|coach|teacher|nurse|paramedic|driver)\b)"
       r"[a-z]+) (?:once |twice |every [a-z]+ |on [a-z]+ |most [a-z]+ |at weekends )?"
       r"(?:at|with|for|in) {O}", "volunteers_at", literal=True),
    _f("work_as", r"(?:work|works|working|worked|serve|serves|"
       r"serving|started|starting|starts|start|job) as {DET}(?P<o>[a-z][^,;]*)", "occupation",
       literal=True),
    # "accepted a post as deputy head at Wesley Girls", "took a job as a data analyst": the title
    # (and the employer after it, `title_at`)
    _f("post_as", r"(?:accepted|accepting|took|taken|taking|got|landed|found|started|starting|"
       r"begun|began) {DET}(?:new |permanent |full-time |part-time )?(?:job|post|"
       r"position|role|offer|contract|appointment) as {DET}(?P<o>[a-z][^,;]*)", "occupation",
       literal=True),
    # "I teach at Oakfield Academy", "she coaches chess at the Northside centre": a job there
    _f("teach_at", r"(?:teach|teaches|teaching|lecturing|(?:coach|coaches|coaching)"
       r"(?: (?!at |for )[\w'-]+){0,4}?) "
       r"(?:at|for) {O}", "works_at", need_name=True),
    _f("teach_subject", rf"(?:teach|teaches|teaching) (?P<o>{_TAUGHT})", "occupation",
       literal=True),
    _f("changed_jobs", r"(?:changed|switched|changing|switching) (?:jobs|careers|employers|"
       r"firms|companies|agencies)",
       "works_at", "end"),
    _f("changed_banks", r"(?:changed|switched|changing|switching) banks", "bank", "end"),
    _f("changed_gyms", r"(?:changed|switched|changing|switching) gyms", "gym", "end"),
    _f("changed_phones", r"(?:changed|switched|changing|switching) phones", "uses_phone", "end"),
    _f("changed_schools", r"(?:changed|switched|changing|switching) (?:schools|universities)",
       "studies_at", "end"),
    _f("resigned", r"resigned(?: from {O})?", "works_at", "end"),
    _f("work_at", r"(?:work|works|worked|working|coach|coaches|coaching|"
       r"teach|teaches|teaching|intern|interns|interning|temping|temp|temps) "
       r"(?:chess |part-time |full-time )?(?:at|for) {O}",
       "works_at"),
    _f("grinding_at", r"(?:grinding|hustling|slaving away|clocking in) (?:away )?at {O}",
       "works_at", need_name=True),
    _f("drive_for", r"(?:drive|drives|driving|deliver|delivers|delivering|ride|rides|riding) "
       r"(?:full-time |part-time )?for {O}", "works_at", need_name=True),
    _f("employed", r"(?:employed|hired) (?:at|by) {O}", "works_at"),
    _f("do_work_for", rf"(?:do|does|doing) (?!{_NOT_WORK_FIRST})(?!(?:{_SUBJECTS_STUDIED}) at )"
       rf"(?!(?:[a-z][\w-]* ){{0,2}}"
       rf"{_NOT_WORK})"
       r"(?:[a-z][\w-]* ){1,3}?(?:for|at) {O}",
       "works_at", need_name=True),
    _f("got_out_of", r"(?:got|getting) out of {O}", "works_at", "end", need_name=True),
    _f("made_me", r"(?:made|named|appointed|promoted|bumped|moved) me (?:up )?(?:to |as )?{DET}"
       r"(?P<o>[a-z][^,;]*)",
       "@title", literal=True),
    _f("got_appointed", r"(?:(?:got|been|was|were|has been|have been|is being) )?(?:appointed|"
       r"made up to|bumped up to|promoted to|moved up to(?= (?:as |a |an |the )?(?-i:[a-z]))) "
       r"(?:as )?{DET}"
       r"(?P<o>(?!redundant|after|in |on |by )[a-z][\w-]*(?: (?!of |at |for |in |on )[a-z][\w-]*)"
       r"{0,3}(?: of (?!the |our |my |his |her |their )[a-z][\w-]*)?)", "@title", literal=True),
    _f("got_made", r"(?:(?:got|been|was|were|has been|have been|is being) )?(?:named|made) "
       r"(?:as )?{DET}"
       r"(?P<o>(?!redundant|after|in |on |by )[a-z][\w-]*(?: (?!of |at |for |in |on )[a-z][\w-]*)"
       r"{0,3}(?: of (?!the |our |my |his |her |their )[a-z][\w-]*)?)", "@job", literal=True),
    _f("hired_by", r"(?:got |been |was |just )?(?:poached|hired|recruited|headhunted|snapped up|"
       r"taken on) by {O}", "works_at", need_name=True),
    _f("signed_with", r"(?:signed|signing|signed on) with {O}", "works_at", need_name=True),
    _f("got_job", r"(?:got|found|landed|accepted|took|started|starting|start) {DET}"
       r"(?:new |proper |real |permanent |full-time |part-time |better |dream )?"
       r"(?:(?-i:[a-z]+(?:-[a-z]+)?) )?"  # "a teaching post", "a nursing job"
       r"(?:job|position|role|offer|gig|post|lectureship|professorship|fellowship|contract) "
       r"(?:at|with) {O}", "works_at"),
    _f("accepted_offer", r"(?:accepted|accepting|took|taking|signed|signing) {DET}(?:new )?"
       r"(?:job )?(?:offer|contract) (?:from|at|with) {O}", "works_at", need_name=True),
    # "my shifts are at the Antonius hospital now": where one works
    _f("shifts_at", r"(?:(?:my|his|her|their) )?(?:shifts|shift|rota|placement) (?:is|are|'s) "
       r"(?:now |all |mostly )?(?:at|with) {O}", "works_at", need_name=True),
    # "spent her first day at LG Display", "my first week at Kakao was a blur": a job begun
    _f("first_day_at", r"(?:spent |had |did |survived |finished |started |starting )?"
       r"(?:(?:a|the|my|his|her) )?(?:very )?"
       r"first (?:day|days|week|weeks|month|shift|shifts|few days|few weeks) (?:at|with) {O}",
       "works_at", need_name=True),
    _f("start_at", r"(?:started|starting|starts|start|began|beginning|begins|begin) "
       r"(?:working )?(?:at|with) {O}",
       "works_at", need_name=True),
    # a leisure group is a pastime, no employer: "joined the U3A walking group", "the Partick
    # knitting circle" (a club, choir or band is left to the kinds that know them)
    _f("joined_group", r"(?:joined|joining|join) (?:the |a |an |my |our |a local )?"
       r"(?:(?!(?:and|but|so|with|at|in|on|for)\b)[\w'&.-]+ ){0,2}?"
       rf"(?P<o>{LEISURE_GROUP})(?![\w'-])", "hobby"),
    _f("joined", r"(?:joined|joining|join) (?!a |an )(?:the )?"
       rf"(?!(?:[\w'&.-]+ ){{0,2}}{LEISURE_GROUP}(?![\w'-])){{O}}", "works_at",
       need_name=True),
    # ---- school -------------------------------------------------------------------------
    # "I'm at Leeds Uni studying law", "she's at Sciences Po College now": at a named school
    _f("at_school", r"(?:now |still |currently )?at (?:the )?(?P<o>(?-i:[A-Z])[\w.'&-]*"
       r"(?: (?-i:[A-Z])[\w.'&-]*){0,3} (?-i:Uni|University|College|Poly|Polytechnic|Academy|"
       r"Sixth Form|Conservatoire|Primary|Secondary|High School|High|Grammar|Grammar School|"
       r"Comprehensive|Infants|Juniors|Elementary|Middle School|Prep|Nursery|Kindergarten)\b"
       r"(?: (?!(?-i:I|I'm|I've|My|But|And|So)\b)(?-i:[A-Z])[\w'-]*){0,2}(?![\w'-]))"
       r"(?!(?: (?-i:[A-Z])[\w'-]*)* (?:is|are|was|were|has|have)\b)",
       "studies_at", need_name=True),
    _f("study_at", r"(?:study|studies|studying|studied|enrolled) (?:[a-z]+ ){0,2}?(?:at|in) {O}",
       "studies_at", need_name=True),
    _f("year_at", r"in (?:(?:year|grade|form|class|standard|primary|jss|sss) \w+|jhs|shs|"
       r"sixth form|reception|nursery|kindergarten) (?:at|of) {O}", "studies_at",
       need_name=True),
    # "in my second year of medicine at Bristol", "in her final year at Leeds"
    _f("uni_year_at", r"in (?:my|his|her|their|our|the) (?:first|second|third|fourth|fifth|final|"
       r"last|1st|2nd|3rd|4th|5th) year(?: of [a-z][\w ]*?)? (?:at|of) {O}", "studies_at",
       need_name=True),
    _f("degree_at", r"(?:doing|starting|started|starts|start|beginning|began|begin|finishing) {DET}"
       r"(?:(?:part-time|full-time|part time|full time|online|distance|evening|taught|research|"
       r"one-year|two-year|1-year|2-year|executive|joint|conversion) )?"
       r"(?:master's|masters|bachelor's|bachelors|phd|doctorate|mba|msc|bsc|degree|ba|ma)"
       r"(?: degree)?(?: in [\w ]+?)? at {O}", "studies_at", need_name=True),
    # "got into the MBA at Ashesi", "got accepted to the nursing programme at Legon"
    _f("admitted_at", r"(?:got|gotten|been|was|got\s+herself|got\s+himself) (?:into|accepted "
       r"(?:in|into|to|on|for)|admitted (?:to|into)|a place (?:on|in|at)) (?:(?:the|a|an|her|his|"
       r"their|my) )?(?:[\w'-]+ ){0,3}?(?:programme|program|course|mba|phd|masters|master's|"
       r"degree|school|class|msc|bsc|ba|ma|llb) (?:at|in|with) {O}", "studies_at",
       need_name=True),
    _f("classes_at", r"(?:doing|taking|take|takes|took|started|starting|attending|attend|attends|"
       r"signed up for|enrolled (?:in|on)) {DET}(?:evening|night|weekend|part-time|online|adult|"
       r"degree|access|accounting|law|nursing|teaching|a-level|gcse|esl) (?:classes|courses|course|"
       r"modules|lectures) (?:at|with) {O}", "studies_at", need_name=True),
    _f("school_year_at", r"{DET}(?:junior|senior|sophomore|fresher|postgrad|pupil) at {O}",
       "studies_at",
       need_name=True),  # "a junior at Lincoln High" (not "a senior at heart")
    _f("student_at", r"{DET}(?:[\w']+ )?(?:student|candidate|freshman|undergrad) at {O}",
       "studies_at"),
    # not a pastime done somewhere: "doing bowls at Murrayfield club", "doing spin at the Y"
    _f("doing_degree", r"doing {DET}(?!(?:spin|reformer|barre|hiit|" + category_alt("hobby")
       + r")\b)(?:[\w']+ )?(?:degree )?at {O}", "studies_at", need_name=True),
    _f("school_kind", r"(?:started|starting|starts|start|began|beginning|begins|begin|"
       r"attending|attends|attend|"
       r"entered|entering|got into|getting into|accepted (?:in)?to|enrolled (?:in|at)|going to|"
       r"goes to|go to|in (?:my|his|her|their) (?:first|second|third|final|last) year (?:of|at)) "
       r"(?P<o>(?:vet|veterinary|law|med|medical|art|grad|graduate|nursing|culinary|film|business|"
       r"drama|dental|cooking|music|design|flight|pharmacy|engineering|high|secondary|primary|"
       r"middle|boarding|night|trade|language|police) school|uni|university|college)\b"
       r"(?! (?:at|of) )",
       "studies_at", literal=True),
    _f("finished_at", r"(?:finished|graduated|graduating) (?:at|from) {O}", "studies_at", "end"),
    _f("dropped_out", r"dropped out(?: of {O})?", "studies_at", "end"),
    _f("attends", r"(?:goes|go|going|attends|attend|attending) (?:to )?(?P<o>[A-Z][^,;]*(?:"
       r"University|College|School|Academy|Institute|Elementary|High|Primary|Secondary|"
       r"Kindergarten|Nursery)[^,;]*)", "studies_at"),
    _f("transferred_to", r"transferred (?:me |us )?to (?!(?:the|a|an|my|our) )"
       r"(?P<o>[A-Z][^,;]*)", "works_at", need_name=True),
    _f("transferred_school", r"transferred to (?P<o>[^,;]*(?:university|college|school|"
       r"institute|academy)[^,;]*)", "studies_at"),
    # ---- residence ----------------------------------------------------------------------
    _f("live_in", r"(?:live|lives|lived|living|reside|resides|residing|(?:all )?settled|based|"
       r"staying|(?:doing|getting on) (?:fine|well|great|good|ok|okay)) "
       r"(?:in|at|on(?= (?-i:[A-Z]))) {O}",  # "on" a named street: "lives on Baker Street"
       "lives_in"),
    _f("stays_in", r"(?:stay|stays) (?:in|at) {O}", "lives_in", need_name=True),
    _f("home_in", r"(?:rent|rents|renting|own|owns|share|shares|sharing|have|has|bought|in|"
       r"signed\s+for|(?:moved|moving|settled|settling|settle|move|went|gone|going|goes) into|"
       r"found|got|"
       r"signed (?:the |a )?lease "
       r"(?:on|for)) {DET}"
       r"(?:[\w'-]+ )?(?:house|flat|apartment|place|home|room|studio|condo|cottage|townhouse|"
       r"bedsit|flatshare|\dbhk|bhk|suite|unit|duplex|bungalow|semi|terrace|loft|granny flat|"
       r"(?:one|two|three|four|\d)[ -]?(?:bedder|bed|bedroom)) "
       r"(?:in|near|on(?= (?-i:[A-Z]))) {O}",
       "lives_in", need_name=True),
    _f("moved_money", r"(?:moved|switched|transferred) (?:my|our|his|her|their) "
       r"(?:(?:current|salary|savings|joint|main|personal|business|checking) )?(?:savings|money|"
       r"account|accounts|pension|mortgage|isa|isas|investments) from {OLD} to {O}", "bank", "swap",
       need_name=True),
    _f("moved_from_to", r"(?:moved|relocated|moving|relocating) from {OLD} to {O}", "lives_in",
       "swap", need_name=True),
    _f("moved_out_of", r"(?:moved|moving|relocated|relocating) (?:out of|away from) {O}",
       "lives_in", "end", need_name=True),
    # "We moved here from Leeds two years ago": Leeds was the home, "here" is not named
    _f("moved_here_from", r"(?:moved|relocated|came|emigrated) (?:here|over|down|up|out) "
       r"from (?![^,;.!?]*\b(?:to|into)\s){O}", "lives_in", "end", need_name=True),
    _f("moved_me", r"(?:relocated|moved|posted|sent) (?:me|us) (?:back )?to {O}", "lives_in",
       need_name=True),
    _f("moved_to", r"(?:moved|relocated|moving|relocating|move|relocate)(?: back| over)? "
       r"(?:to|into) {O}", "lives_in", need_name=True),
    # "upped sticks to Istanbul", "emigrated to Perth", "packed up and moved out to Galway"
    _f("upped_sticks", r"(?:upped|upping|up) sticks(?: and (?:moved|went|headed))?(?: back| over)? "
       r"to {O}", "lives_in", need_name=True),
    _f("emigrated_to", r"(?:emigrated|emigrating|emigrate)(?: back| over)? to {O}", "lives_in",
       need_name=True),
    # "shifted to Pune" (Indian English: moved house); a capitalised place only, even in
    # lower-case chat ("shifted to remote work", "shifted to night shifts" say no home)
    _f("shifted_to", r"(?:shifted|shifting|shift)(?: back| base)?(?: from (?-i:[A-Z])[^,;]*?)? "
       r"to (?-i:(?P<o>[A-Z][^,;]*))", "lives_in", need_name=True),
    # "back in Accra as of yesterday": home again (not "back in March", "back in the day")
    _f("back_in", r"(?:now |finally |officially )?back (?:home (?:in|to) |in )(?!(?:January|"
       r"February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|"
       r"Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter)\b)"
       r"(?![^,;]*\b(?:for|over)\s+(?:\w+\s+){0,2}(?:weekend|holidays?|visit|"
       r"wedding|funeral|christmas|easter|break|trip|days?|weeks?|nights?|bit)\b){O}", "lives_in",
       need_name=True),
    _f("moved_away", r"(?:moved|relocated)(?: out| away| abroad| house| across (?![^,;]*\b(?:"
       r"team|squad|workstream|pod|tribe|desk|department)\b)[^,;]*)?[\s.!]*$",
       "lives_in", "end"),
    _f("home_is", r"home is (?:now )?(?:(?:a|an|the|my|our) [^,;]*? (?:in|outside|near) )?{O}",
       "lives_in",
       need_name=True),
    # ---- partner, relationship --------------------------------------------------------
    _f("married_to", r"(?:got )?married (?:to )?{O}", "married_to", need_name=True),
    _f("tied_knot", r"(?:finally |just |have |'ve )?(?:tied|tie|tying) the knot with {O}",
       "married_to", need_name=True),
    _f("tied_knot_alone", r"(?:finally |just |have |'ve )?(?P<o>tied) the knot\b",
       "relationship_status", literal=True),
    _f("engaged_to", r"(?:got )?engaged to {O}", "engaged_to", need_name=True),
    # "Lucas proposed to Harper last weekend!!": engaged (she said yes, or it would be said)
    _f("proposed_to", r"(?:finally |just )?(?:proposed|popped the question) to {O}", "engaged_to",
       need_name=True),
    _f("got_married", r"(?:got|getting|just got) (?P<o>married|engaged)\b", "relationship_status",
       literal=True),
    # "been seeing Miriam for therapy since May": one's therapist, no partner
    _f("seeing_for_care", r"(?:(?:started|starting|been|now) )?(?:seeing|see|sees) "
       r"(?P<o>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:for|about) (?:my |her |his |some )?"
       r"(?:therapy|counsel+ing|talking therapy|cbt|my anxiety|anxiety|depression)\b", "therapist",
       need_name=True),
    _f("seeing_for_physio", r"(?:(?:started|starting|been|now) )?(?:seeing|see|sees) "
       r"(?P<o>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:for|about) (?:my |her |his |some )?"
       r"(?:physio|physiotherapy|rehab|my (?:knee|back|shoulder|hip|ankle))\b", "doctor",
       need_name=True),
    _f("dating", r"(?:(?:started|starting|begun|began) )?(?:dating|seeing|going out with|"
       r"in a relationship with|together with) (?!(?:Dr|Doctor|Prof)\b\.?\s)"
       r"(?:(?:a|an|this) [\w'-]+ (?:called|named) |(?:this|a|some) (?:guy|girl|woman|man|lady|"
       r"bloke|boy|dude|fella) (?=(?-i:[A-Z]))|(?:some|this|a certain) )?"
       r"(?![\w'-]+(?: (?-i:[A-Z])[\w'-]+)? (?:(?:for|over) (?:dinner|lunch|breakfast|brunch|"
       r"coffee|drinks|a (?:drink|coffee|meal|pint|walk)|the (?:match|game|film|gig))|tonight|"
       r"tomorrow|later|at \d|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b){O}", "partner",
       need_name=True),  # not "seeing Tom for dinner", "going out with Ana tonight": a plan
    # "Moved in with Freya last month": living with one named person (not kin, not two people)
    _f("moved_in_with", r"(?:moved|moving|move|moves) in with (?!(?-i:Mum|Mom|Dad|Mam|Nan|Gran|"
       r"Grandma|Grandpa|Granny|Auntie|Aunt|Uncle|Dr|Doctor|Mr|Mrs|Ms)\b)"
       r"(?P<o>(?-i:[A-Z])[\w-]+)\b(?!['\u2019]| (?:and|&)\b| (?-i:[A-Z]))", "partner",
       need_name=True),
    # "got a new other half, Charlotte", "new bf alert 😳 his name is Miguel"
    _f("new_partner", r"(?:(?:got|has|have) )?(?:a |my |her |his )?new (?:other half|bf|gf|"
       r"boyfriend|girlfriend|fella|missus|boo|beau|bae)(?: alert)?"
       r"[^\w]{0,12}(?:(?:his|her|their) name(?: is|'s|\u2019s) |(?:called|named|is) )?"
       r"(?!(?:in|at|from|on|for|to|and|who|that|lol|haha|omg)\b){O}",
       "partner", need_name=True),
    _f("report_to", r"(?:report|reports|reporting) to {O}", "manager", need_name=True),
    _f("managed_by", r"(?:(?:now|being|been) )?(?:managed|line-managed|line managed) "
       r"by {O}", "manager", need_name=True),
    # "I'm under Fatima since april", "HR moved me under Pooja", "been under Dr Fitzgerald"
    _f("under_doctor", r"(?:(?:been|now|being|put|placed|moved|transferred) )?under "
       r"(?=(?-i:Dr|Doctor|Prof)\b)(?:the care of )?{O}", "doctor", need_name=True),
    # "the practice put me with Dr Hale instead", "they've moved me to Dr Ito" (twenty-first
    # session, using the product; the doer is read off by `done_to`)
    _f("put_with_doctor", r"(?:(?:put|moved|switched|transferred|assigned|registered|passed)"
       r"(?: me| us)(?: over)? (?:with|to|onto)) "
       r"(?=(?-i:Dr|Doctor|Prof)\b){O}", "doctor", need_name=True),
    _f("under_manager", r"(?:(?:been|now|work|works|worked|working|put|placed|moved|transferred|"
       r"shifted|sit|sits|sitting) )?"
       r"(?:me )?under (?!(?-i:Dr|Doctor|Prof)\b)(?!(?-i:[A-Z]{2,})\b)"
       r"(?P<o>(?-i:[A-Z][\w'-]*(?: [A-Z][\w'-]*)?))", "manager", need_name=True),
    # ---- diet, drinks -------------------------------------------------------------------
    _f("diet_went", r"(?:went|gone|going|turned|become|became) (?:fully |full |completely |"
       rf"strictly |totally |mostly )?(?P<o>{_DIETS})\b", "diet", literal=True),
    _f("diet_back", r"(?:(?:went|gone|got) )?back (?:to|on) eating (?:meat|everything|anything|"
       r"normally|normal food|whatever|fish|dairy|animal products|like a normal person)\b",
       "diet", "end"),
    _f("eat_meat", r"(?:eat|eats|eating) (?P<o>meat|fish|dairy)", "diet", literal=True),
    _f("drink", r"(?:started |start )?(?:drink|drinks|drinking) {O}", "drinks", literal=True),
    # ---- pets, vehicles, devices: by category ------------------------------------------
    _f("swap_for", r"(?:traded|swapped|exchanged)(?: in)? {DET}{OLD}(?: in)? for {O}", "@", "swap"),
    _f("replaced_with", r"replaced {DET}{OLD} (?:with|by) {O}", "@", "swap"),
    _f("sold_bought", r"(?:sold|got rid of|ditched) {DET}{OLD} and (?:bought|got) {O}", "@",
       "swap"),
    _f("disposed", r"(?:sold|traded in|traded|got rid of|scrapped|gave away|rehomed|returned) "
       r"{DET}{O}", "@", "end", literal=True),
    _f("let_go", r"(?:let|letting) {DET}(?P<o>[^,;]+?) go\b", "@", "end", literal=True),
    _f("gave_to", r"gave (?:away )?{DET}(?P<o>[^,;]+?) (?:away|to (?:my|our|a|an|the|his|her|their|"
       r"some)\b[^,;]*)", "@", "end", literal=True),
    _f("switched_from", r"(?:switched|changed|moved|upgraded|downgraded) from {OLD} to {O}", "@",
       "swap"),
    _f("switched_to", r"(?:switched|changed|moved|upgraded|downgraded) (?:over )?to {O}", "@"),
    _f("commute_verb", r"(?P<o>bike|bikes|biking|cycle|cycles|cycling|walk|walks|walking|drive|"
       r"skate|skates|skating|scoot|scoots|scooting|run|runs|running) to (?:work|school|uni|"
       r"the office|college)", "vehicle", literal=True),
    # "I take the bus to uni", "gets the train to work now": how one gets there
    _f("transit_to", r"(?:take|takes|taking|get|gets|getting|catch|catches|catching) {DET}"
       r"(?P<o>bus|train|tube|metro|subway|tram|ferry|underground|overground|coach|"
       r"(?-i:[A-Z])[\w-]*(?: (?-i:[A-Z0-9])[\w-]*)?)"
       r" (?:in)?to (?:work|school|uni|the office|college|class|campus)\b", "vehicle",
       literal=True),
    _f("play_on", r"(?:play|plays|playing|game|gaming) (?:games |video games )?on {DET}{O}", "@",
       literal=True),
    _f("drives_for_work", r"(?:drive|drives|driving) {DET}(?P<o>(?:school |city |tour |coach |"
       r"delivery |tow |garbage |bin |fire |tanker )?(?:taxi|cab|bus|truck|lorry|uber|"
       r"ambulance|tram|train|van|forklift|danfo|matatu|jeepney|tuk-tuk))(?:es|s)?\b"
       r"(?! to\b| in to\b)",
       "occupation", literal=True),
    # "commutes from Yokohama every day": where one lives
    _f("commute_from", r"(?:commute|commutes|commuting) (?:in )?(?:every day |daily )?from "
       r"(?P<o>[^,;]+?)(?= every\b| each\b| daily\b| on\b| by\b|\s*[.!?]|\s*$)",
       "lives_in", need_name=True),
    _f("commute", r"(?:commute|commutes|commuting|(?:get|gets|getting|go|goes|going) to (?:work|"
       r"school|uni|college|class|the office|campus)|get around|gets around|getting around) "
       r"(?:in (?=(?:on|by)\b))?(?:on|by|with|in(?= (?:a|an|the|my|our|his|her|their)\b)) {O}",
       "vehicle", literal=True),
    _f("drive", r"(?:drive|drives|driving|ride|rides|riding) {O}", "@", literal=True),
    _f("picked_up", r"picked up (?P<o>(?:a|an|my|our) [^,;]+)", "@", literal=True),
    # "put the violin away": a thing of a kind given up
    _f("put_away", r"(?:put|packed) {DET}(?P<o>[^,;]+?) away\b", "@", "end", literal=True),
    _f("adopted", r"(?:adopted|rescued|got|bought|have|has|own|owns|keep|keeps) "
       r"(?P<o>(?:a|an|one|two|\d+|new) [^,;]+(?:,\s*[A-Z][\w'-]*(?=\s*[.!]?\s*$))?)", "@",
       literal=True),
    _f("use", r"(?:use|uses|using|rocking|rocks) {O}", "@", literal=True),
    # ---- teams, hobbies, learning, projects ---------------------------------------------
    _f("supports", r"(?:support|supports|supporting|follow|follows|following|root for|roots for|"
       r"rooting for|cheer for|cheers for|cheering for|barrack for|barracks for|barracking for|"
       r"roaring for|screaming for|shouting for)"
       r" {O}", "supports_team", need_name=True),
    # "I back the Chiefs now": a team by its article and capital ("back the plan" is no team)
    _f("backs_team", r"(?:back|backs|backing) (?P<o>the (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)"
       r"{0,2})(?= now\b| these days\b| again\b| too\b| all the way\b|\s*[,.!;]|\s*$)",
       "supports_team", need_name=True),
    # "Ato has supported Kotoko since June", "I've followed Leeds all my life": a team held
    # to this day ("I supported Arsenal as a kid" says no more than the past); a time said
    # after the name is masked to spaces before the frames read a clause ("since June")
    _f("supported_since", r"(?:supported|followed|backed) (?P<o>(?-i:[A-Z])[^,;]*?)"
       r"(?= (?:since|all|ever|through thick)\b|\s{5,})", "supports_team", need_name=True),
    # "switched allegiance to Brighton", "my loyalties have moved to Spurs"
    _f("allegiance", r"(?:switched|switching|switch|changed|changing|change|transferred|shifted|"
       r"moved) (?:my |his |her |their |our )?(?:allegiance|allegiances|loyalty|loyalties|"
       r"(?:football |footy )?team) (?:over )?to {O}", "supports_team", need_name=True),
    # "plays shortstop for the Tigers", "play five-a-side for the Red Lions"
    _f("plays_for", r"(?:play|plays|playing|played)(?: (?-i:[a-z][\w-]*)){0,2}? for {DET}{O}",
       "plays_for", need_name=True),
    # "Eli got drafted by the Mariners", "signed for Leyton Orient": a team one plays for
    _f("drafted_by", r"(?:got |been |was |just )?(?:drafted|picked up|scouted|signed) "
       r"(?:by|for) {DET}{O}", "plays_for", need_name=True),
    _f("took_up", r"(?:took|taken|taking|take) up {O}", "@hobby", literal=True),
    _f("for_fun", r"(?:do|does|doing|run|runs|play|plays|go|goes) (?P<o>[a-z][\w -]*?) "
       r"(?:on (?:the )?weekends|for fun|in my (?:free|spare) time|as a hobby)", "@hobby",
       literal=True),
    _f("into", r"(?:really |totally |very |big )?into (?P<o>[a-z][^,;]*)", "@hobby",
       literal=True),
    _f("play_thing", r"(?:play|plays|playing) (?P<o>[a-z][^,;]*)", "@", literal=True),
    _f("do_thing", r"(?:do|does|doing) (?P<o>[a-z][^,;]*)", "@", literal=True),
    _f("lessons", r"(?:take|takes|taking|took|started|signed up for|enrolled in|doing) {DET}"
       r"(?P<o>[\w-]+) (?:classes|lessons|course|lesson|class)", "@", literal=True),
    _f("trying_to_learn", r"(?:trying|try|tries|started|starting|begun|began) "
       r"(?:to (?:learn|pick up)|learning|studying) "
       r"(?:(?:how )?to (?:play|speak) (?:the )?)?(?!(?:how )?to )(?P<o>[^,;]+)", "@",
       literal=True),
    # "learning how to play the piano": the piano; "learning how to cook": no thing learnt
    _f("learning", r"(?:learn|learns|learning|studying|study|practising|practicing) "
       r"(?:(?:how )?to (?:play|speak) (?:the )?)?(?!(?:how )?to )(?P<o>[^,;]+)", "@",
       literal=True),
    # "started Italian", "picked up Portuguese": a language begun (other things are not read)
    _f("started_language", r"(?:started|starting|began|begun|beginning|picked up|picking up) "
       r"(?P<o>(?-i:[A-Z])[a-z]+)(?=\s*$|\s*[.,!;?]|\s+(?:now|instead|too|as well|in|at|on|"
       r"with|this|last|and|but)\b)", "@", literal=True),
    _f("signed_up", r"signed up for {O}", "@", literal=True),
    _f("stopped_driving", r"(?:stopped|quit|gave up|no longer) driving {DET}(?P<o>taxi|cab|bus|"
       r"truck|lorry|uber|ambulance)\b", "occupation", "end", literal=True),
    # "gave up on Japanese": Japanese ends
    # "I gave up trumpet for the drums": the old thing ends, the new one of its kind starts
    _f("gave_up_for", r"(?:gave|given|giving|give) up (?:on )?(?:the |my |playing )?{OLD} "
       r"for (?:the |a |an )?{O}", "@", "swap"),
    _f("stopped", "(?:" + STOP_VERBS + r")(?: doing| going to| playing| taking| drinking|"
       r" eating| on being|(?<=up) on)? {O}", "@", "end", literal=True),
    _f("cut_out", r"(?:cut|cuts|cutting) out {O}", "@", "end", literal=True),
    _f("reassigned", r"(?:re)?assigned (?:from {OLD} )?to {O}", "project", "swap", literal=True),
    _f("handed_over", r"(?:handed|passed) {DET}{O} (?:over|off|on)(?: to [^,;]*)?", "project",
       "end", literal=True),
    # "I handed over the Atlas project to Kemi": the piece of work handed on ends
    _f("handed_over_to", r"(?:handed|passed|handing|passing) (?:over|off|on) {DET}"
       r"(?P<o>[^,;]*?\b" + PROJECT_HEADS + r")\b(?: to [^,;]*)?", "project", "end", literal=True),
    # "they moved me off the mobile app onto billing": one piece of work for another
    _f("moved_off_onto", r"(?:got |been |was )?(?:moved|taken|rolled|pulled|switched) (?:me |us )?"
       r"off {DET}{OLD} (?:on)?to {DET}{O}", "project", "swap", literal=True),
    # "they moved me from the payments team to the search team"
    _f("moved_me_team", r"(?:moved|switched|shifted|transferred) (?:me|us|him|her|them) from {DET}"
       r"(?P<old>[^,;]+? (?:team|project|squad|workstream|programme|program))"
       r" to {DET}(?P<o>[^,;]+? (?:team|project|squad|workstream|programme|program))\b",
       "project", "swap", literal=True),
    # "got moved to the identity team", "they put me on the growth squad": a team is the work
    # "moving across to Rafa's fraud squad from Monday"
    _f("moved_to_team", r"(?:got |been |was |being )?(?:moved|moving|put|switched|shifted|"
       r"transferred|reassigned|assigned|bumped|drafted) (?:me |us )?(?:over |across )?"
       r"(?:to|into|onto|on) {DET}(?:(?-i:[A-Z])[\w-]+['\u2019]s\s+)?"
       r"(?!(?:another|other|a|an|some|different|new|same)\b)"
       r"(?P<o>[^,;]+? (?:team|squad|workstream|pod|tribe))\b", "project", literal=True),
    # "I'm in the Sales EMEA team", "Tom's on the growth squad": a team one is in is the work
    # (not a team one plays or competes in: "on the netball team", "in the pub quiz team"; not
    # someone's team: "on Priya's team", "the search team's indexing project")
    _f("on_team", r"(?:(?:am|'m|’m|is|'s|’s|are|'re|’re|been) )?(?:in|on|part of) {DET}"
       r"(?!(?:another|other|a|an|some|different|new|same|own|one|right|wrong|best|this|that|"
       r"whole|entire|the|my|our|his|her|their)\b)"
       r"(?![^,;]*\b(?:football|footy|soccer|netball|rugby|hockey|cricket|basketball|baseball|"
       r"softball|volleyball|tennis|squash|badminton|swim\w*|rowing|athletics|running|relay|"
       r"cycling|chess|debat\w*|quiz|trivia|darts|bowling|curling|polo|lacrosse|school|uni|"
       r"university|college|varsity|sports?|five-a-side|5-a-side|sunday league|under-?\d+|u\d+|"
       r"first|second|1st|2nd|a|b|winning|losing|home|away)\b[^,;]* (?:team|squad)\b)"
       r"(?P<o>[^,;]+?)(?<!['’]s) (?:team|squad|workstream|pod|tribe)\b(?!['’])", "project",
       literal=True),
    # "my boss put me on the Changi T5 project": the work, its name without "project"
    _f("moved_to_project", r"(?:got |been |was |being )?(?:moved|put|switched|shifted|"
       r"transferred|reassigned|assigned|bumped) (?:me |us )?(?:over )?(?:to|into|onto|on) {DET}"
       r"(?!(?:another|other|a|an|some|different|new|same)\b)"
       r"(?P<o>[^,;]+?) (?:project|programme|program)\b", "project", literal=True),
    # "my supervisor moved me onto coastal dune erosion": a piece of work taken on (not a
    # thing one is given: "moved onto a Dell XPS")
    _f("moved_onto", r"(?:(?:got|been|was|being) (?:moved|switched|shifted|transferred|"
       r"reassigned|assigned)|(?:moved|switched|shifted|transferred|reassigned|assigned) (?:me|us))"
       r" onto (?!(?:a|an|another)\b){DET}"
       r"(?![^,;]*\b(?:project|programme|program|team|squad)\b)(?P<o>[^,;]+)", "project",
       literal=True),
    _f("moved_off", r"(?:got |been |was )?(?:moved|taken|rolled|pulled) (?:me |us )?off {DET}{O}",
       "project",
       "end", literal=True),
    _f("project_named", r"(?:in charge of|heading up|heading|heads up|heads|head up|leading|leads|"
       r"running|managing|driving|own|owns|owning|took over|taken over|taking over|take over) "
       r"(?-i:(?P<o>Project [A-Z][\w-]*|[A-Z][\w-]* [Pp]roject))", "project", literal=True),
    _f("lead_on", r"(?:the |a )?(?:lead|point person|owner|project lead|tech lead|pm) (?:on|for) "
       r"{DET}(?P<o>[^,;]+)", "project", literal=True),
    _f("running_point", r"(?:running|run|runs) point on {DET}(?P<o>[^,;]+)", "project",
       literal=True),
    _f("put_in_charge", r"(?:put|placed|made) (?:me|us) (?:in charge of|the lead on|lead on) {DET}"
       r"(?P<o>[^,;]+)", "project", literal=True),
    _f("project_work", r"(?:coordinate|coordinates|coordinating|organise|organises|organising|"
       r"organize|organizes|organizing|took over|taken over|taking over|take over|oversee|"
       r"oversees|overseeing|run|runs|running|manage|manages|managing) {DET}"
       r"(?P<o>[^,;]*?\b" + PROJECT_HEADS + r")\b", "project", literal=True),
    # "I'm on the app launch now", "she's working on the billing migration": a piece of work
    _f("on_project", r"(?:now |still |currently |mostly |full-time )?(?:working )?on "
       r"(?:the|our|a|an|this) (?P<o>(?:[\w'-]+ ){1,3}" + PROJECT_HEADS + r")\b(?! of\b)",
       "project", literal=True),
    _f("project_left", r"(?:stepped|stepping) (?:down|back|away) from {DET}"
       r"(?P<o>[^,;]*?\b" + PROJECT_HEADS + r")\b", "project", "end", literal=True),
    _f("in_charge", r"(?:in charge of|heading up|heading|heads up|heads|head up|head|leading|"
       r"leads|lead|running|managing|driving) the "
       r"(?!(?:way|charge|pack|line|show|conversation|discussion|meeting|call|prayer|race)\b)"
       r"(?P<o>[^,;]+)", "project", literal=True),
    _f("the_one_running", r"the one (?:running|leading|managing|heading|driving|owning|in charge "
       r"of) {DET}(?P<o>[^,;]+)", "project", literal=True),
    _f("own_work", r"(?:own|owns|owning) the (?P<o>[^,;]*?(?:redesign|migration|rollout|roll-out|"
       r"launch|revamp|rebuild|project|initiative|programme|program|integration|overhaul|"
       r"upgrade|pilot))\b", "project", literal=True),
    _f("project", r"(?:on|leading|lead|leads|running|runs|run|managing|manage|working on) {DET}"
       r"(?P<o>[^,;]*project[^,;]*)", "project", literal=True),
    _f("runs_own_business", r"(?:run|runs|running|opened) (?:my|his|her|their|"
       rf"our) own (?P<o>(?:[\w-]+ ){{0,2}}{_BUSINESS})\b", "occupation", literal=True),
    _f("runs_business", rf"(?:run|runs|running|own|owns|opened|started|start|starting|"
       rf"set up|setting up|launched) (?P<o>(?:a|an) (?:[\w'&-]+ ){{0,3}}"
       rf"{_BUSINESS})\b(?! (?:account|card|loan|trip|class|course|meeting|call|plan)\b)",
       "occupation", literal=True),
    # ---- places frequented -----------------------------------------------------------
    # "I've been put on Dr. Hughes' list": the GP whose patients one is among
    _f("doctor_list", r"(?:put|moved|transferred|registered|switched) (?:me |him |her |us )?"
       r"(?:on|onto|to) (?P<o>(?:Dr|Doctor)\.?\s(?-i:[A-Z])[\w-]*(?:\s(?-i:[A-Z])[\w-]*)?)"
       r"['\u2019]s?\s+(?:patient\s+)?(?:list|books)\b", "doctor", need_name=True),
    _f("see_doctor", r"(?:go to|see|seeing|sees|goes to|going to|(?:switched|switching|changed|"
       r"moved|transferred) (?:over )?to|registered with) (?P<o>(?:Dr|Doctor)\.?\s"
       r"(?-i:[A-Z])[\w'-]*(?:\s(?-i:[A-Z])[\w'-]*)?)", "doctor",
       need_name=True),
    _f("gym_at", r"(?:train|trains|training|work out|working out|climb|lift|boulder|bouldering)"
       r" at {O}", "gym"),
    _f("gym_named", r"(?:go to|goes to|going to|joined|joining|signed up (?:at|to|for)|member of) "
       r"(?:a|the|my|our|this|that) (?:new |local )?gym,? (?:called |named |it's |it is )?"
       r"(?P<o>(?-i:[A-Z])[^,;]*)", "gym"),
    _f("go_to_gym", r"(?:go to|goes to|going to|joined|train at|member at|member of) "
       r"(?P<o>[^,;]*(?:gym|fitness|crossfit|climbing|bouldering|leisure cent|ymca|ywca|"
       r"health club|sports cent)[^,;]*)", "gym"),
    # "I've moved on to cheese making": a pastime taken up instead (a known one, or an -ing)
    _f("moved_on_from_to", r"(?:moved|moving|move) on from {OLD} to (?P<o>[a-z][^,;]*)",
       "@pastime", "swap"),
    _f("moved_on_to", r"(?:moved|moving|move) on to (?P<o>[a-z][^,;]*)", "@pastime"),
    # "been going to Orangetheory since June": a gym by its chain's name (`gym_names`)
    _f("go_to_chain", r"(?:go|goes|going) (?:back |over )?to (?:the )?"
       r"(?P<o>(?-i:[A-Z0-9])[^,;]*)", "@gym"),
    _f("member_of_chain", r"(?:a )?(?:member|membership) (?:of|at|with) (?:the )?"
       r"(?P<o>(?-i:[A-Z0-9])[^,;]*)", "@gym"),
    _f("changed_role", r"(?:changed|switched|changing|switching|new) (?:my |our )?"
       r"(?P<o>dentists?|doctors?|gps?|therapists?|vets?|physios?|hairdressers?|barbers?|"
       r"accountants?|solicitors?|lawyers?|plumbers?|opticians?|estate agents?|"
       r"letting agents?|financial advis[eo]rs?|mortgage brokers?)\b",
       "@role", "end"),
    _f("moved_account", r"(?:moved|switched|transferred) (?:my|our|his|her|their) "
       r"(?:(?:current|salary|savings|joint|main|personal|business|checking) )?"
       r"(?:savings|money|account|accounts|pension|mortgage|banking|isa|isas|investments)"
       r" (?:over )?to {O}", "bank",
       need_name=True),
    _f("closed_account", r"(?:closed|shut|cancelled|canceled|ditched) {DET}(?P<o>[A-Z][^,;]*?) "
       r"(?:account|card|savings|current account|credit card|one)\b", "bank", "end"),
    _f("opened_named_account", r"(?:opened|got|set up|signed up for|switched to) {DET}(?:new )?"
       r"(?P<o>(?-i:[A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,2})) "
       r"(?:(?:bank|savings|current|checking|business|joint|personal) )?account\b", "bank",
       need_name=True),
    _f("opened_account", r"opened {DET}(?:new )?(?:one|account|savings account|current account)"
       r" (?:with|at) {O}", "bank", need_name=True),
    _f("bank_with", r"(?:bank|banks|banking) (?:with|at) {O}", "bank", need_name=True),
    _f("savings_with", r"keep {DET}(?:savings|money) (?:with|at|in) {O}", "bank", need_name=True),
]
# fmt: on

"""Habits, memberships and charges said as routines, with the speaker as subject (who is left
out, or only named as "me"):

- a place trained at, said by the sessions or the membership: "6am sessions at <Gym>",
  "Member at the <Club>", "Swimming at the <Pool> three mornings a week", "drag myself to
  <Gym> most days" (gym; the place must be named, or be a gym-like word);
- a language studied, said by its class, lessons or app: "Tuesday nights are Italian class
  for me", "<Language> lessons on Saturdays", "duolingo streak on <Language>"
  (learning_language); not someone else's class ("my son's French class") nor a class
  taught or left behind ("I teach Spanish classes", "hated French class at school");
- who someone sees for care, said by an appointment with them: "Dentist appt with Dr. Lima
  tomorrow", "physio session with Dr. Ng on Friday" (dentist / doctor / therapist). A single
  appointment is read as who the speaker's dentist is: a person sees their own dentist, and
  a later "new dentist, Dr. X" must find this one to end it; an appointment with no title
  ("dentist appt with Lima") or with someone else's ("Mum's dentist appointment") gives
  nothing;
- a diet named by its kind: "carnivore diet is going great", "I'm on the Mediterranean diet"
  (diet; not "my diet", "a healthy diet");
- a project named as one's own: "Project <Name> is my baby", "they gave me the <work> to
  lead" (project).

Each shape is fixed in its words; patterns use single quantifiers over character classes
(linear).
"""

from __future__ import annotations

import re

from chronofact.extractors.conversation.findings import Finding
from chronofact.extractors.conversation.lexicon import CATEGORY_SLOTS, category_alt
from chronofact.extractors.conversation.trim import trim_object

__all__ = ["routine_shape"]

_PLACE = r"(?P<o>(?:the\s+)?(?:[A-Z]|\d+[A-Z]{2,})[^,;]*)"
_GYM_SESSIONS = re.compile(
    r"(?:(?P<member>(?:I'm\s+|I\s+am\s+|I've\s+been\s+)?(?:a\s+)?(?:member|membership)\s+"
    r"(?:at|of|with)|(?:(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)|morning|evening|early)\s+)?"
    r"(?:sessions?|gym\s+sessions)\s+at|(?:I\s+)?(?:still\s+)?drag(?:ging)?\s+myself\s+to)"
    r"|(?:(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)|morning|evening|early|daily)\s+)?"
    r"(?:I\s+(?:do|go\s+to)\s+|(?:I['\u2019]?m|I\s+am)\s+doing\s+)?(?:workouts?|training|swims?|swimming(?:\s+laps)?|lifting|"
    r"(?:spin|pilates|reformer|yoga|barre|hiit)(?:\s+(?:classes|class|sessions?))?|laps)\s+at)\s+"
    + _PLACE,
    re.IGNORECASE,
)
"""The sessions, a membership or "drag myself to" need a gym-like word in the place ("Member
of the Labour party", "therapy sessions at St Mary's" are no gym); a workout named needs
only a named place."""
_NAMED_PLACE = re.compile(r"[A-Z]|\d+[A-Z][a-z]")
"""A place said by its name: a capital first, or a number run into one ("1Rebel"); not "6am"."""
_PLACE_TAIL = re.compile(
    r"\s+(?:on|in|at|near|round|around|by|off|every|each|most|once|twice|one|two|three|four|"
    r"five|six|seven|\d+\w*)\b.*$|\s+pool$",
    re.IGNORECASE,
)
_GYM_WORDS = re.compile(
    r"\b(?:gym|fitness|crossfit|ymca|ywca|leisure|health\s+club|sports\s+cent|pool|lido|"
    r"studio|box|dojo)\b|\.fit\b",
    re.IGNORECASE,
)
_LANGUAGES = category_alt("learning_language")
_LANGUAGE_CLASS = re.compile(
    rf"\b(?P<l>{_LANGUAGES})\s+(?:class|classes|lessons?|course|tutoring|flashcards|homework)\b"
    rf"|\b(?:duolingo|babbel|memrise)\b[^,;]*?\b(?P<l2>{_LANGUAGES})\b"
    # one's own tutor of a language: "my Thai tutor comes on Fridays" (not "a French teacher")
    rf"|\b(?:my|our)\s+(?P<l3>{_LANGUAGES})\s+(?:tutor|teacher|conversation\s+partner)\b",
    re.IGNORECASE,
)
_NOT_MY_CLASS = re.compile(
    r"\b(?:teach|teaches|teaching|taught|used\s+to|back\s+in|at\s+school|in\s+school|hated|"
    r"his|her|their|your|son|daughter|kid|kids|son's|daughter's|kid's|wife's|husband's|"
    r"cancelled|canceled|quit|dropped|gave\s+up|stopped|no\s+more|no\s+longer)\b",
    re.IGNORECASE,
)
_APPOINTMENT = re.compile(
    r"(?:(?:my|a|the)\s+)?(?P<role>dentist|dental|doctor|doctor's|gp|physio|therapy|therapist)\s+"
    r"(?:appt|appointment|check-?up|visit|session)\s+(?:with|at)\s+"
    r"(?P<o>(?:Dr|Doctor)\.?\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)",
    re.IGNORECASE,
)
_CARE_SLOTS = {"dentist": "dentist", "dental": "dentist", "therapy": "therapist"}
_DIET_NAMED = re.compile(
    r"(?:(?:I'm|I\s+am|im|been|still|now)\s+)*(?:on\s+|doing\s+|trying\s+|started\s+)?"
    r"(?:the\s+|a\s+)?(?P<d>(?!(?:my|your|our|his|her|their|this|that|healthy|balanced|crash|bad|good|"
    r"new|strict|normal|whole|special|current|same|weird|terrible|proper)\b)[a-z][a-z-]+"
    r"(?:\s+[a-z-]+)?)\s+(?:diet|thing\s+(?=lately|now|these\s+days))\b",
    re.IGNORECASE,
)
_DIET_WORDS = frozenset(w for w, slot in CATEGORY_SLOTS.items() if slot == "diet")
_MY_BABY = re.compile(
    r"(?P<o>[Pp]roject\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(?:is|'s)\s+(?:(?:still|now|totally)\s+)?"
    r"(?:(?:my|our)\s+(?:baby|project|responsibility|thing)|mine|ours)\b"
)
_GIVEN_TO_LEAD = re.compile(
    r"(?:they|management|my\s+boss|the\s+boss|[A-Z][\w'-]*)\s+(?:just\s+)?(?:gave|handed|"
    r"assigned|put)\s+(?:me|us)\s+(?:on\s+)?(?P<o>(?:the|a|an)\s+[^,;]+?|(?-i:Project\s+[A-Z][\w-]*))"
    r"\s+to\s+"
    r"(?:lead|run|own|manage|head|drive)\b",
    re.IGNORECASE,
)


def routine_shape(body: str) -> list[Finding]:
    """Findings of a clause body (fillers skipped) in one of the module's shapes, with the
    speaker as subject; [] for any other clause."""
    return _gym(body) or _language(body) or _care(body) or _diet(body) or _project(body)


def _diet(body: str) -> list[Finding]:
    m = _DIET_NAMED.match(body)
    if m is None:
        return []
    diet = m.group("d").lower()
    said_thing = not body[m.start("d") : m.end()].lower().endswith("diet")
    if said_thing and diet.split()[-1] not in _DIET_WORDS:
        return []  # "on the X thing lately" is a diet only when X names one
    return [Finding("diet", diet, "assert", m.end(), literal=True)]


def _care(body: str) -> list[Finding]:
    m = _APPOINTMENT.match(body)
    if m is None:
        return []
    role = m.group("role").lower()
    slot = _CARE_SLOTS.get(role) or ("therapist" if role == "therapist" else "doctor")
    return [Finding(slot, m.group("o"), "assert", m.end())]


def _gym(body: str) -> list[Finding]:
    m = _GYM_SESSIONS.match(body)
    if m is None:
        return []
    place = trim_object(_PLACE_TAIL.sub("", _PLACE_TAIL.sub("", m.group("o"))))
    place = _PLACE_TAIL.sub("", place)  # "the Kelvin Hall pool before work" -> "Kelvin Hall"
    named = _NAMED_PLACE.match(place) is not None and m.group("member") is None
    if not place or not (named or _GYM_WORDS.search(place)):
        return []
    return [Finding("gym", place, "assert", m.end())]


def _language(body: str) -> list[Finding]:
    m = _LANGUAGE_CLASS.search(body)
    if m is None or _NOT_MY_CLASS.search(body):
        return []
    language = m.group("l") or m.group("l2") or m.group("l3") or ""
    return [Finding("learning_language", language.capitalize(), "assert", m.end(), literal=True)]


def _project(body: str) -> list[Finding]:
    m = _MY_BABY.match(body) or _GIVEN_TO_LEAD.match(body)
    if m is None:
        return []
    project = trim_object(m.group("o"))
    return [Finding("project", project, "assert", m.end(), literal=True)] if project else []

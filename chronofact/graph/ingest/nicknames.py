"""One person's name said short or long (pure): "Mo" / "Mohammed", "Fraz" / "Fraser", "Dave" /
"David", "Lizzie" / "Elizabeth", "Kat" / "Katherine", "WL" / "Wei Ling".

A nickname is the full name cut short, perhaps with a pet ending ("Fraz", "Mads", "Bongi",
"Lizzie": the name's first three letters or more, after a first vowel left out: "e-liz-abeth",
"a-lex-is"; never the name but its last letter: "Dan" / "Dana", "Eva" / "Evan" are two
people), the name's first two letters ("Mo", "Ty"), or the initials of a name of two or
more words ("WL"); not the first word of such a name ("Ngozi" may be another Ngozi than
"Ngozi Okafor").

Only a hint: `subject_alias` and `same_slot` use it only when it picks one stored person
holding a value on the claim's slot.
"""

from __future__ import annotations

__all__ = ["nickname_keys", "nicknamed"]

_VOWELS = frozenset("aeiou")
_MAX_CUT = 3
_PET_LETTERS = frozenset("zsyieox")
"""The letters of a pet ending ("-z", "-zie", "-s", "-y", "-o"; not "Mark" for "Marco")."""
"""At most this many letters of a pet ending ("-zie" of "Lizzie")."""


def _stems(short: str) -> list[str]:
    """The stems a nickname may be cut from: itself, and itself without a pet ending of one
    to three letters leaving three or more."""
    out = [short]
    for cut in range(1, _MAX_CUT + 1):
        if len(short) - cut >= 3 and set(short[-cut:]) <= _PET_LETTERS:
            out.append(short[:-cut])
    return out


def _cut_from(short: str, full: str) -> bool:
    """`short` (one word) is `full` (one word) cut short (see the module docstring)."""
    if len(short) < 2 or short == full:
        return False
    if len(short) == 2:
        return full.startswith(short) and len(full) > 3
    for stem in _stems(short):
        if full.startswith(stem) and len(full) > len(stem) + 1:
            return True  # not one letter more: "Dan" / "Dana", "Eva" / "Evan" are two
        if full[0] in _VOWELS and full[1:].startswith(stem) and len(full) > len(stem) + 1:
            return True
    return False


def nicknamed(said: str, stored: str) -> bool:
    """`said` (a name key) may be a shorter name for the person named by `stored` (a name key),
    or the other way round."""
    if not said or not stored or said == stored or " s " in f" {said} {stored} ":
        return False
    a, b = said.split(), stored.split()
    if not all(w.isalpha() for w in a + b):
        return False
    for one, other in ((a, b), (b, a)):
        if len(one) == 1 and len(other) >= 2:
            word = one[0]
            if len(word) == len(other) and word == "".join(w[0] for w in other):
                return True  # "wl" / "wei ling"
    if len(a) != 1 or len(b) != 1:
        return False
    short, full = sorted((a[0], b[0]), key=len)
    return _cut_from(short, full) or (len(short) == len(full) and _cut_from(full, short))


def nickname_keys(name: str) -> tuple[set[str], set[str]]:
    """(exact keys, key prefixes) under which a shorter or longer name of a person named
    `name` (a one-word name key) may be stored: its first two letters ("mo" for "mohammed"),
    and whatever starts with its first three ("fra" for "fraser" or "fraz") or, after a first
    vowel, its next three ("liz" for "elizabeth")."""
    if not name.isalpha() or len(name) < 3:
        return set(), set()
    prefixes = {name[:3]}
    if name[0] in _VOWELS and len(name) >= 5:
        prefixes.add(name[1:4])  # "liz" for "elizabeth": "Lizzie"
    return {name[:2]}, prefixes

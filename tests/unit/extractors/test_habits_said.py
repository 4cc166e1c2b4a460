"""What the speaker uses by habit, said by the doing and the thing's name (`habits`), and a
thing of one's own said by its number (`open_thing`): thirty-sixth session. The readers had
read these as nothing or as something else ("I've got plot 14 at the Fernhill allotments" as
studying at Fernhill), so a later change had nothing to end. Sentences written for these
tests, beside look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from chronofact.extractors.conversation.project_phrase import project_span
from tests.unit.extractors.said import asserted, said


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I take the Northern line every morning.", "vehicle", "Northern line"),
        ("I catch the 73 bus to the university.", "vehicle", "73 bus"),
        ("We usually get the Lagos ferry from Ikorodu.", "vehicle", "Lagos ferry"),
        (
            "Since the spring I've been getting the Elizabeth line instead, so much quicker.",
            "vehicle",
            "Elizabeth line",
        ),
        ("I swim at the Jubilee pool.", "gym", "Jubilee pool"),
        ("I climb at The Castle most evenings.", "gym", "The Castle"),
        ("I run with the Hackney Harriers on Tuesdays.", "running_club", "Hackney Harriers"),
        (
            "Since April I've been running with a trail group, the Lea Valley Striders.",
            "running_club",
            "Lea Valley Striders",
        ),
        ("We row with Putney Town Rowing Club.", "rowing_club", "Putney Town Rowing Club"),
        ("I work day shifts, seven to three.", "shift", "day shifts"),
        ("im on the early shift now, 6 til 2, actually see daylight lol", "shift", "early shift"),
        ("on nights again this week, body clock is wrecked", "shift", "nights"),
        # the hours said with the shift are kept with it (`shift_pattern`, forty-eighth session)
        ("I'm on night shifts at the hospital, 8pm to 8am.", "shift", "night shifts, 8pm to 8am"),
        ("I've got plot 14 at the Fernhill allotments.", "allotment", "plot 14 at Fernhill"),
        ("I've got plot 22 at the allotments.", "allotment", "plot 22"),
        ("My allotment is plot 14 at Ferry Lane.", "allotment", "plot 14 at Ferry Lane"),
        ("I'm on band 5 at the NHS.", "pay_band", "band 5"),
        ("I do my big shop at Tesco on Saturdays.", "supermarket", "Tesco"),
        ("big food shop is saturday at Tesco.", "supermarket", "Tesco"),
        ("We shop at Lidl now, it's half the price.", "supermarket", "Lidl"),
        ("I get my hair cut at Salon Karim in Belleville.", "hairdresser", "Salon Karim"),
        ("I get my hair cut at Toni and Guy on Market Street.", "hairdresser", "Toni and Guy"),
        ("My desk is on the 4th floor, by the window.", "desk", "4th floor"),
        ("My locker is number 12.", "locker", "number 12"),
        ("My commute podcast is The Daily.", "commute_podcast", "The Daily"),
        ("I get up at 6:30 on weekdays.", "wake_up", "6:30"),
        ("alarm goes off at 5:45 every day for the gym, send help", "wake_up", "5:45"),
        ("I've been up at 5:45 since the new job started.", "wake_up", "5:45"),
        ("sleeping til 7:15 now and tbh i feel human again", "wake_up", "7:15"),
        ("I usually go to bed around 11.", "bedtime", "11"),
        ("trying to be in bed by 10:30 every night, can you nag me?", "bedtime", "10:30"),
        ("Bedtime's drifted to midnight with all these late matches.", "bedtime", "midnight"),
    ],
)
def test_a_habit_is_read_on_its_slot(text: str, slot: str, value: str) -> None:
    claims = said(text, "Robin")
    assert value in asserted(claims, slot), claims
    assert all(c[1] == "Robin" for c in claims if c[2] == slot), claims


def test_a_plot_at_the_allotments_is_no_school() -> None:
    claims = said("I've got plot 14 at the Fernhill allotments.", "Robin")
    assert not asserted(claims, "studies_at"), claims


def test_swimming_at_a_pool_keeps_the_pastime() -> None:
    """The pool is the gym; the swimming read beside it stays (only a word of the club's own
    words gives way: "running with a trail group" reads no pastime "trail")."""
    assert asserted(said("I swim at the Jubilee pool.", "Robin"), "gym") == {"Jubilee pool"}
    trail = said("I've been running with a trail group, the Lea Valley Striders.", "Robin")
    assert "trail" not in asserted(trail, "hobby"), trail


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I took the Northern line today, it was rammed.", "vehicle"),
        ("Should I take the 73 bus or walk?", "vehicle"),
        ("I'll take the Victoria line tomorrow.", "vehicle"),
        ("My sister takes the Northern line every day.", "vehicle"),
        ("I run with Sarah on Sundays.", "running_club"),
        ("I worked a double shift yesterday.", "shift"),
        ("On days like this I just stay in.", "shift"),
        ("I've got plot 14 of the novel to rewrite.", "allotment"),
        ("I shop at Zara for work clothes.", "supermarket"),
        ("I used to swim at the Jubilee pool.", "gym"),
        ("I train at 6 every morning.", "gym"),
        ("I got up at 4 today to catch the flight.", "wake_up"),
        ("My son gets up at 6.", "wake_up"),
        ("I slept till 10 yesterday, bliss.", "wake_up"),
        ("My daughter is sleeping till 9 these days.", "wake_up"),
        ("Should I go to bed at 10?", "bedtime"),
    ],
)
def test_look_alikes_give_no_habit(text: str, slot: str) -> None:
    claims = said(text, "Robin")
    assert not {c for c in claims if c[1] == "Robin" and c[2] == slot}, claims


def test_a_person_serving_one_is_never_a_number() -> None:
    assert not asserted(said("My teacher is band 5.", "Robin"), "teacher")


@pytest.mark.parametrize(
    ("text", "project"),
    [
        ("I'm on the fraud model now.", "fraud model"),
        ("I'm working on the fraud model.", "fraud model"),
        ("We moved to the checkout rebuild in July.", "checkout rebuild"),
        ("I've been moved onto the urban tree planting scheme.", "urban tree planting scheme"),
    ],
)
def test_a_project_is_its_whole_name(text: str, project: str) -> None:
    """The learned reader tags one word of a project ("fraud"); its name is the run after the
    article (`project_phrase`)."""
    assert asserted(said(text, "Robin"), "project") == {project}


def test_a_numbered_plot_is_no_project() -> None:
    claims = said("I've been moved to plot 41, the committee needed 22 for the pond.", "Robin")
    assert not asserted(claims, "project"), claims


@pytest.mark.parametrize(
    ("text", "tagged", "name"),
    [
        ("Kai is on the loyalty programme revamp, poor guy.", "revamp", "loyalty programme revamp"),
        ("the fraud model keeps crashing", "fraud", "fraud model"),
        ("I lead Project Atlas which is late", "Atlas", "Project Atlas"),
        ("My sprint board is all payments migration tickets since July.", "payments",
         "payments migration tickets"),
    ],
)  # fmt: skip
def test_a_project_name_stops_at_links_verbs_and_times(text: str, tagged: str, name: str) -> None:
    start = text.index(tagged)
    a, b = project_span(text, start, start + len(tagged))
    assert text[a:b] == name


@pytest.mark.parametrize(
    ("text", "manager"),
    [
        ("After the merger I report straight to the CFO, Marta Ruiz.", "Marta Ruiz"),
        ("I now report to the head of ops, Dan Kim.", "Dan Kim"),
        ("Pieter left in March and I've reported to Anouk ever since.", "Anouk"),
    ],
)
def test_a_manager_named_after_their_title(text: str, manager: str) -> None:
    assert asserted(said(text, "Robin"), "manager") == {manager}


@pytest.mark.parametrize(
    "text", ["I reported the bug to the team, Dan fixed it.", "I reported the leak to Anouk."]
)
def test_a_report_made_names_no_manager(text: str) -> None:
    assert not asserted(said(text, "Robin"), "manager")

"""The conversational extractor (`CHRONOFACT_EXTRACTOR=conversation`): everyday chat to claims,
LLM-free, one message at a time with the message before it for context.

What it adds to the rule extractor (:mod:`chronofact.extractors.claims`, still used for the
slots its frames leave empty):

- **who is meant** (:mod:`.people`): first person -> the speaker ("we" too); "my sister Ana" ->
  Ana, and (speaker, sister, Ana) as its own claim; "my dad" / "Dad" / "Grandad" / "Auntie"
  -> "<speaker>'s dad" ...; "Cian's a fan now" / "Mo's been in Leeds" -> Cian, Mo (a
  contracted "is"/"has", unlike the possessive of "Cian's team"); he/she/they -> the most
  recent fitting person of this message (a clause's subject, or someone it names: "had lunch
  with Oskar, he ..."), then of the previous one (its names, then its speaker); a past verb
  opening a clause ("Had", "Saw", "Met") is no name;
- **how a change is said** (:mod:`.frames`, :mod:`.special`): left / quit / handed in my notice
  / stopped / no longer / not ... anymore / moved (from X) to Y / relocated / switched to /
  replaced / traded ... for / transferred / became / promoted / broke up / divorced / engaged /
  married / sold ... and bought / "... now": the old value ends (`action="end"`, with no object
  when the new value cannot be read) and the new one is asserted, from the time said or else
  the message time (`observed_at`);
- **couples other than the speaker** (:mod:`.couples`): "Tiago and Marta are still together",
  "he and Marta split up": each is the other's partner, or each partnership ends;
- **what clauses say together** (:mod:`.cross_clause`): a thing given up and another got in the
  next clause ("traded in the corolla, got a used Mazda 3 last week"), a new value said bare
  after an end ("..., swimming instead"), "seeing someone new, her name is Sofie" (a partner,
  so not single), "Joost left, so Priya is my manager" / "Priyanka replaced Duncan" (the role's
  old holder ends), a diet named alone ("pescatarian since june"); an end said without a time
  takes the start of the new value;
- **one slot per relation** (:mod:`.lexicon`, :mod:`.frames`): a canonical vocabulary
  (works_at, occupation, role, lives_in, studies_at, partner, married_to, engaged_to,
  relationship_status, manager, diet, drinks, has_pet, vehicle, uses_phone, uses_laptop,
  supports_team, hobby, learning_language, learning_instrument, project, gym, doctor, dentist,
  bank, <event>_time, deadline, status) with an open tail ("my favourite film is X" ->
  favourite_film); "I'm at Stripe now" and "I work at Shopify" are both works_at;
- **slots by meaning** (:mod:`.generic`, :mod:`.slot_match`, :mod:`.slot_vocab`): a clause no
  frame knows is read by shape ("<subject> <verb> <object>", "<thing> is <state>/due <date>")
  and put on the nearest canonical slot by MiniLM similarity to a few prototype sentences per
  slot; the slot's kind says how its value is read (a name, a phrase, a state, a date). Only
  a clause that can state a lasting state (:mod:`.lasting`: a present habit, a copula with a
  thing after it, a change or end verb, a thing in a state or due) is matched and embedded;
  feelings, wishes, plans, one-off past events, fragments and compliments are not;
- **fixed everyday shapes** (:mod:`.shapes`, `special.possessive`): "Been a line cook at X"
  (no subject), "Still single" (a status word alone), "I see a therapist, Dr. Sato" (the
  person in an aside), "doing an apprenticeship through X College", "my weekends are all
  about X", "X all the way" (a team), "I log my rides with a <device>", "X is my team, since
  ...", "my savings are with X"; "<things> happen in <place>" is a meeting place;
- **states of things** (:mod:`.generic_pass`): a thing said to be in a known state, verb
  or not ("Refund request rejected", "the lamp I ordered arrived"), is a status (of an order
  or a request, by meaning among those two), unless it is a person, an event or a season;
- **facts said in passing** (so that a first message is stored and a later change has
  something to end): an order's or a request's state named across the clauses of a sentence
  (:mod:`.thing_state`: "Raised ticket INC-12 with IT, it's pending", "Order #B12 (the
  kettle) is confirmed", "the shop says it's backordered"); a vehicle or device named as
  "my <Thing>" (:mod:`.owned`: "my old Toyota Corolla has 300k km on it", "typing this on my
  Pixel 6", "cycling to work on my Raleigh"); routines (:mod:`.routines`: gym sessions and
  memberships, a language's classes or app streak, an appointment with a titled dentist or
  doctor, read as who that is, "carnivore diet", "Project X is my baby", "they gave me X to
  lead"); a relation in parentheses or in passing ("Hannah (my gf)", "Mochi (my cat)", "date
  night with my boyfriend Karim"); "X and I are together";
- **objects trimmed** (:mod:`.trim`) to the thing itself, at most eight words, stopping before
  a copula or a verb after a name ("Deloitte is so busy" -> Deloitte); interjections ("ugh",
  "omg") are fillers, never subjects;
- **spans** index the message and run from the clause start to the end of the words used;
- bounded: sentences over `MAX_SENTENCE_CHARS` are skipped, every pattern is linear;
- **what the rules miss** (:mod:`chronofact.extractors.learned`): each message with a
  statement is also read by the learned span reader, when one is given (the registry gives it
  unless `CHRONOFACT_LEARNED_READER=false`): one MiniLM pass over the batch (in a thread of its
  own while the rules read the batch: it needs the messages alone), a claim only where
  the reader is sure of a value and a slot, kept when the rules' claims of the message
  leave that slot and value untouched, or in place of a rules' value the reader does not
  read when it is sure of its own (`reading_claims`, `reader_merge`);
- **a value must fit its slot** (:mod:`.value_fit`, :mod:`.value_kind`), the last check on
  every claim: a time alone on a slot that is no time, a team's shape as a home, or (for the
  claims read by meaning) a value whose nearest labelled values are of another kind is moved
  to the slot of its kind that its sentence fits, else dropped;
- **said again in the same message** (:mod:`.self_correction`): a value corrected after a
  cue ("a Kia Sportage. Sorry, I mean a Kia Niro", "Mr. Chen, no wait, it's Mr. Choi") is
  the value kept, and a wrong value named in an aside ("I said Allianz on the phone") none;
- **roles in groups** (:mod:`.club_role`): "took over as chair of the village hall committee"
  is `village_hall_committee_role` = chair, never an occupation, so the job stays current;
- **who it is about** (:mod:`.pair_subject`, :mod:`.school_staff`): "Rudo and Farai moved to
  Harare" is a claim about each; a school said beside teaching is where one works;
- **one value per slot** (:mod:`.one_value`): two unrelated values on one person's one-value
  slot in one message are a thing and its sibling ("I drive a Civic, my bike is a Trek"): the
  first said stays unless the message says it gave way.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from chronofact.extractors.base import Message, extract_each
from chronofact.extractors.claims import Claim
from chronofact.extractors.conversation.activity_event import activities_by_event
from chronofact.extractors.conversation.activity_time import activity_times
from chronofact.extractors.conversation.airline_said import airlines_said
from chronofact.extractors.conversation.anniversary import anniversary_partners
from chronofact.extractors.conversation.as_title import titles_said_as
from chronofact.extractors.conversation.asked_owned import asked_owned
from chronofact.extractors.conversation.asked_with import asked_with
from chronofact.extractors.conversation.band_said import bands_said
from chronofact.extractors.conversation.bank_account import bank_accounts
from chronofact.extractors.conversation.bare_value import bare_values
from chronofact.extractors.conversation.boss_said import bosses_said
from chronofact.extractors.conversation.car_said import cars_said
from chronofact.extractors.conversation.carer_said import carers_said
from chronofact.extractors.conversation.class_time import class_times
from chronofact.extractors.conversation.club_role import club_roles
from chronofact.extractors.conversation.commute_mode import commute_modes
from chronofact.extractors.conversation.commute_said import commutes_said
from chronofact.extractors.conversation.crop_said import crops_said
from chronofact.extractors.conversation.degree_at import degrees_at
from chronofact.extractors.conversation.diet_off import diets_off
from chronofact.extractors.conversation.doctor_said import doctors_said
from chronofact.extractors.conversation.employer_said import employers_said
from chronofact.extractors.conversation.extract import conversation_claims, finish, read_message
from chronofact.extractors.conversation.favourite_kindless import kindless_favourites
from chronofact.extractors.conversation.favourite_label import favourites_labelled
from chronofact.extractors.conversation.gift_received import gifts_received
from chronofact.extractors.conversation.grade_held import grades_held
from chronofact.extractors.conversation.gym_or_job import gym_or_job
from chronofact.extractors.conversation.gym_said import gyms_said
from chronofact.extractors.conversation.habits import habits_said
from chronofact.extractors.conversation.hair_colour import hair_colours
from chronofact.extractors.conversation.hair_done import hairdressers
from chronofact.extractors.conversation.holiday_booked import holidays_booked
from chronofact.extractors.conversation.insured_by import insurers_by_cover
from chronofact.extractors.conversation.it_state import it_state_claims
from chronofact.extractors.conversation.job_or_home import job_or_home
from chronofact.extractors.conversation.kin_home import kin_homes
from chronofact.extractors.conversation.kind_called import kinds_called
from chronofact.extractors.conversation.kind_named import kind_named_claims
from chronofact.extractors.conversation.last_day import dated_last_day
from chronofact.extractors.conversation.lives_there import homes_said_there
from chronofact.extractors.conversation.medication import medications_said
from chronofact.extractors.conversation.mood import as_said
from chronofact.extractors.conversation.named_relation import relations_named
from chronofact.extractors.conversation.not_language import languages_checked
from chronofact.extractors.conversation.one_to_one import manager_by_one_to_one
from chronofact.extractors.conversation.one_value import one_value_each
from chronofact.extractors.conversation.open_kinds import open_kind_claims
from chronofact.extractors.conversation.ordered import orders_said
from chronofact.extractors.conversation.org_office import offices_named, visited_offices
from chronofact.extractors.conversation.others_relation import others_relations
from chronofact.extractors.conversation.own_time import own_times
from chronofact.extractors.conversation.owned_product import owned_products
from chronofact.extractors.conversation.pair_subject import each_of_a_pair
from chronofact.extractors.conversation.parking_said import parking_spots_said
from chronofact.extractors.conversation.partner_together import partner_together
from chronofact.extractors.conversation.partner_word import partner_word
from chronofact.extractors.conversation.pastime import warm_pastime_words
from chronofact.extractors.conversation.pastime_gear import pastimes_by_gear
from chronofact.extractors.conversation.pastime_given_up import pastime_ends
from chronofact.extractors.conversation.pastime_habit import pastimes_by_habit
from chronofact.extractors.conversation.pet_named import pets_by_name
from chronofact.extractors.conversation.pet_prey import pets_not_prey
from chronofact.extractors.conversation.phone_number import phone_numbers
from chronofact.extractors.conversation.presupposed import presupposed_claims
from chronofact.extractors.conversation.project_led import projects_led
from chronofact.extractors.conversation.pronoun_relation import partners_by_pronoun
from chronofact.extractors.conversation.providers import provider_claims
from chronofact.extractors.conversation.put_on import projects_put_on
from chronofact.extractors.conversation.reader_merge import merge_reading
from chronofact.extractors.conversation.reading_now import books_being_read
from chronofact.extractors.conversation.rented_from import landlords_rented_from
from chronofact.extractors.conversation.replacement_said import not_replacements
from chronofact.extractors.conversation.reports_to import reports_to
from chronofact.extractors.conversation.role_at import places_of_roles
from chronofact.extractors.conversation.said_instead import said_instead
from chronofact.extractors.conversation.school_staff import school_staff
from chronofact.extractors.conversation.self_answer import answer_drafts, answered_claims
from chronofact.extractors.conversation.self_correction import self_corrected
from chronofact.extractors.conversation.service_done import services_done
from chronofact.extractors.conversation.set_to import amounts_set
from chronofact.extractors.conversation.shift_pattern import shift_ends, shifts_said
from chronofact.extractors.conversation.since_then import dated_since_then
from chronofact.extractors.conversation.slot_match import (
    Embedder,
    SingleEmbedder,
    SlotMatcher,
    matcher_for,
)
from chronofact.extractors.conversation.start_date import dated_start
from chronofact.extractors.conversation.state_stretch import no_stretch_states
from chronofact.extractors.conversation.streaming import streaming_claims
from chronofact.extractors.conversation.taken_on import not_taken_on
from chronofact.extractors.conversation.team_named import teams_named
from chronofact.extractors.conversation.ticket_owner import ticket_misreads, ticket_owners
from chronofact.extractors.conversation.ticket_state import ticket_states
from chronofact.extractors.conversation.time_moved import times_moved, to_time_of_a_move
from chronofact.extractors.conversation.title_at import titles_after_employers
from chronofact.extractors.conversation.title_in_passing import titles_in_passing
from chronofact.extractors.conversation.took_over import roles_taken_over
from chronofact.extractors.conversation.usual_drink import usual_drinks
from chronofact.extractors.conversation.usual_place import usual_places
from chronofact.extractors.conversation.value_fit import fit_many
from chronofact.extractors.conversation.value_groups import kinds
from chronofact.extractors.conversation.voice_part import voice_parts
from chronofact.extractors.conversation.volunteer_places import volunteer_places
from chronofact.extractors.conversation.work_in_hand import work_in_hand
from chronofact.extractors.learned import LearnedReader, Reading, worth_reading

__all__ = ["ConversationExtractor"]


class ConversationExtractor:
    """Everyday conversation to claims (see the package docstring). With an `embedder`
    (MiniLM's `embed`, as the registry builds it) clauses the frames do not know are put on a
    slot by meaning; without one, frames and words only. With a `reader`, the messages the
    rules' claims are completed by what it reads."""

    name = "conversation"

    def __init__(
        self,
        embedder: Embedder | None = None,
        single: SingleEmbedder | None = None,
        reader: LearnedReader | None = None,
    ) -> None:
        self._matcher: SlotMatcher | None = matcher_for(embedder, single) if embedder else None
        self._reader = reader

    def warm(self) -> None:
        """Compute what the process computes once, before the first message: the prototype
        vectors of slots by meaning, the category words' vectors and the labelled value
        vectors (about 1.7 s on 2 cores, once per process; the API does it at start)."""
        if self._matcher is None:
            return
        self._matcher.warm()
        warm_pastime_words(self._matcher)
        kinds.load()

    def extract(self, message: Message) -> list[Claim]:
        if not message.text.strip():
            return []
        found = conversation_claims(message, self._matcher) + presupposed_claims(message)
        found = answered_claims(answer_drafts(message), found, self._matcher)
        found += it_state_claims(message, found)  # "order 5582? they cancelled it"
        found += partner_together(message, found)  # "Deniz ... we've been together since May"
        found += bank_accounts(message, found)  # "a debit order from my FNB account"
        found = roles_taken_over(message, found)  # "Tom took over as my manager"
        found += offices_named(message, found)  # "two hours to the Andela office"
        found += bosses_said(message, found)  # "Mick's a good bloke for a boss"
        found += manager_by_one_to_one(message, found)  # "my one-on-one with Claire tomorrow"
        found = ticket_states(message, ticket_owners(message, found))  # "marked SUP-2 as done"
        found = bare_values(message, found, self._read_again)  # "monzo now."
        merged = fit_many([message], self._with_reader([message], [found]), self._matcher)
        fitted = job_or_home([message], merged, self._matcher)[0]
        return club_roles(message, one_value_each(message, _corrected(message, fitted)))

    def extract_many(self, messages: Sequence[Message]) -> list[list[Claim]]:
        """Each message is read once up to its slots by meaning; one embedding call covers the
        waiting clauses of the whole batch; then each message is finished with those vectors."""
        if self._matcher is None or len(messages) < 2:
            return extract_each(self, messages)
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="reader") as pool:
            # the reader's MiniLM pass (which releases the GIL) runs while the rules read
            readings = pool.submit(self._readings, messages)
            return self._rules_many(messages, readings)

    def _rules_many(
        self, messages: Sequence[Message], readings: Future[list[Reading | None]]
    ) -> list[list[Claim]]:
        """`extract_many` with the reader's readings (being) computed in `readings`."""
        assert self._matcher is not None
        drafts = [read_message(m) if m.text.strip() else None for m in messages]
        answers = [
            answer_drafts(m) if d is not None else [] for d, m in zip(drafts, messages, strict=True)
        ]
        self._matcher.prime(
            [t for d in drafts if d is not None for t in d.clause_texts()]
            + [t for a in answers for _, d in a for t in d.clause_texts()]
        )
        found = [
            finish(d, self._matcher) + presupposed_claims(m) if d is not None else []
            for d, m in zip(drafts, messages, strict=True)
        ]
        found = [answered_claims(a, f, self._matcher) for f, a in zip(found, answers, strict=True)]
        found = [f + it_state_claims(m, f) for f, m in zip(found, messages, strict=True)]
        found = [f + partner_together(m, f) for f, m in zip(found, messages, strict=True)]
        found = [f + bank_accounts(m, f) for f, m in zip(found, messages, strict=True)]
        found = [roles_taken_over(m, f) for f, m in zip(found, messages, strict=True)]
        found = [f + offices_named(m, f) for f, m in zip(found, messages, strict=True)]
        found = [f + bosses_said(m, f) for f, m in zip(found, messages, strict=True)]
        found = [f + manager_by_one_to_one(m, f) for f, m in zip(found, messages, strict=True)]
        found = [
            ticket_states(m, ticket_owners(m, f)) for f, m in zip(found, messages, strict=True)
        ]
        found = [bare_values(m, f, self._read_again) for f, m in zip(found, messages, strict=True)]
        merged = self._with_reader(messages, found, readings.result())
        fitted = job_or_home(messages, fit_many(messages, merged, self._matcher), self._matcher)
        return [
            club_roles(m, one_value_each(m, _corrected(m, f)))
            for m, f in zip(messages, fitted, strict=True)
        ]

    def _read_again(self, message: Message) -> list[Claim]:
        """The claims of a message read before (its rules and the reader): `bare_values` asks
        for the speaker's previous message only when a value is said alone, rarely."""
        return self._with_reader([message], [conversation_claims(message, self._matcher)])[0]

    def _readings(self, messages: Sequence[Message]) -> list[Reading | None]:
        """The reader's reading of each message (None: not worth reading, nothing sure, or no
        reader), in one batch: it depends on the messages alone, not on the rules' claims."""
        out: list[Reading | None] = [None] * len(messages)
        if self._reader is None:
            return out
        read = [i for i in range(len(messages)) if worth_reading(messages[i])]
        readings = self._reader.read(
            [messages[i].text for i in read], [messages[i].speaker for i in read]
        )
        for i, reading in zip(read, readings, strict=True):
            out[i] = reading
        return out

    def _with_reader(
        self,
        messages: Sequence[Message],
        found: list[list[Claim]],
        readings: list[Reading | None] | None = None,
    ) -> list[list[Claim]]:
        """`found`, with the reader's claims where the rules' claims of the message leave the
        reader's slot and value untouched, or in place of a rules' value the reader does not
        read when it is sure of its own (`reader_merge`); `readings`: `_readings(messages)`
        when already computed."""
        if self._reader is None:
            return [_as_said(m, f) for m, f in zip(messages, found, strict=True)]
        if readings is None:
            readings = self._readings(messages)
        for i, reading in enumerate(readings):
            if reading is not None:
                found[i] = merge_reading(
                    messages[i], reading, found[i], _said_last(messages, found, i)
                )
        return [_as_said(m, f) for m, f in zip(messages, found, strict=True)]


def _corrected(message: Message, found: list[Claim]) -> list[Claim]:
    """The claims with their times dated (a last day, a start said), a value corrected in the
    message replaced (`self_correction`), a school beside teaching a workplace
    (`school_staff`), a gym chain's name on the gym unless work is said (`gym_or_job`), a
    streaming service on its slot (`streaming`), a choir, a place of worship or a vet on its
    slot (`kind_named`), a value of a band, a parking spot, a crop, a book club's book or a
    usual restaurant misread on a canonical slot on its kind's (`open_kinds`), a singer's part
    on its own (`voice_part`), a household provider
    on its slot (`providers`), a hairdresser named by what they do (`hair_done`), one's
    usual drink (`usual_drink`), a diet said by what one is off ("off dairy": `diet_off`), an
    amount one keeps set anew (`set_to`), a favourite said
    as a label and its answer (`favourite_label`), a piece of work said by what it does to
    one's time (`work_in_hand`), a line, a gym, a club, a shift, a plot, a supermarket, a pay
    band or the times one gets up and goes to bed, used or kept by habit (`habits`), the
    medicine one takes (`medication`), a language word naming another thing ("Muay Thai",
    "French horn": `not_language`), a pastime said by an event of it ("Ethan's lacrosse
    tournament": `activity_event`), the shifts one works said by their pattern or
    hours, and an end said beside a shift the shift's, not the employer's ("doing night
    shifts at LUTH till March": `shift_pattern`), the way to
    work said by the going (`commute_said`), the time of an activity said alone
    (`activity_time`), a project one was put on or taken off (`put_on`), a thing ordered
    (`ordered`), a partner said by "she's my fiancée" after the name (`pronoun_relation`), a
    belt or a stage held (`grade_held`), the colour of one's hair (`hair_colour`), one's phone
    number (`phone_number`), whom one reports to with words between (`reports_to`), a coming
    holiday booked (`holiday_booked`), the book one is reading (`reading_now`), one's job
    said as what one does something as (`as_title`) or in passing ("his first demo as product
    owner": `title_in_passing`), a partner said by a shared anniversary
    (`anniversary`), where one volunteers said by the place (`volunteer_places`), someone who
    serves the speaker named by what they do (`service_done`), a favourite said without its
    kind on the kind said around it (`favourite_kindless`), a home said by "where" or "there"
    after the place (`lives_there`), a recurring time said to be no longer one time but
    another (`time_moved`), a pet read
    by its kind named by the name beside it (`pet_named`), a thing given to the speaker on the
    speaker (`gift_received`), a relation said by its name as the relation
    (`named_relation`), the speaker's people named in a question (`asked_with`) and their things
    and carers (`asked_owned`), where one works or studies said by one's manager or tutor
    there (`role_at`), no role someone takes on or place someone is from read as a job or a
    team (`taken_on`), a claim about
    two people one about each (`pair_subject`), a partner said by the word alone ("me and my
    girlfriend": `partner_word`), no pet that a pet eats or catches ("my sister's gecko eats
    crickets": `pet_prey`), a pastime said by what one has of it ("cian's golf swing":
    `pastime_gear`), one's car said by its parts or by charging it ("my Alto's AC",
    "charging the Ioniq 5": `car_said`), a crop said where it grows ("slugs had every leek on
    the plot": `crop_said`), a relative's home said by where they are ("my parents are in
    Busan": `kin_home`), a team said in a fan's words ("obsessed with Arsenal":
    `team_named`), a favourite band said in a fan's words ("Ben&Ben is my comfort band":
    `band_said`), a doctor said by the care given ("Dr Amna filled two cavities": `doctor_said`),
    a project said by the leading ("put in charge of the cold-chain pilot": `project_led`), no
    fact of a person's own read from who replaces them
    ("Hannah's cover is Dev": `replacement_said`) and no slot
    of a person's life given to a ticket
    (`ticket_misreads`), no state said as a stretch of time ("seven months of 'in
    production'": `state_stretch`); the value said instead of one just denied ("Oleg isn't learning
    German now, it's Dutch!": `said_instead`); the airline a trip is booked with
    (`airline_said`), an insurer said by being covered ("I'm covered by Star Health":
    `insured_by`)."""
    dated = dated_last_day(message, dated_start(message, found))
    staffed = school_staff(message, said_instead(message, self_corrected(message, dated)))
    placed = streaming_claims(message, gym_or_job(message, staffed))
    placed = kind_named_claims(message, open_kind_claims(message, placed))
    placed = provider_claims(message, voice_parts(message, placed))
    placed = amounts_set(message, usual_drinks(message, hairdressers(message, placed)))
    placed = diets_off(message, placed)
    placed = work_in_hand(message, favourites_labelled(message, placed))
    placed = shift_ends(message, shifts_said(message, habits_said(message, placed)))
    placed = grades_held(message, commutes_said(message, placed))
    placed = languages_checked(message, medications_said(message, placed))
    placed = orders_said(message, projects_put_on(message, activity_times(message, placed)))
    placed = activities_by_event(message, placed)
    placed = partners_by_pronoun(message, placed)
    placed = reports_to(message, phone_numbers(message, hair_colours(message, placed)))
    placed = books_being_read(message, holidays_booked(message, placed))
    placed = anniversary_partners(message, titles_said_as(message, placed))
    placed = titles_in_passing(message, placed)
    placed = services_done(message, volunteer_places(message, placed))
    placed = homes_said_there(message, kindless_favourites(message, placed))
    placed = to_time_of_a_move(message, times_moved(message, placed))
    placed = relations_named(message, gifts_received(message, pets_by_name(message, placed)))
    placed = others_relations(message, placed)
    placed = asked_owned(message, asked_with(message, placed))
    placed = not_taken_on(message.text, places_of_roles(message, placed))
    placed = placed + partner_word(message, placed)  # after the reader: "my partner Dasha"
    placed = cars_said(message, pastimes_by_gear(message, pets_not_prey(message, placed)))
    placed = teams_named(message, kin_homes(message, crops_said(message, placed)))
    placed = projects_led(message, doctors_said(message, bands_said(message, placed)))
    placed = gyms_said(message, class_times(message, parking_spots_said(message, placed)))
    placed = degrees_at(message, employers_said(message, placed))
    placed = usual_places(message, pastimes_by_habit(message, placed))
    placed = visited_offices(message, placed)  # "an interview at the Andela office": no job
    placed = titles_after_employers(message, placed)  # "Zepto as head of product": two facts
    placed = owned_products(message, kinds_called(message, commute_modes(message, placed)))
    placed = landlords_rented_from(message, carers_said(message, placed))
    placed = insurers_by_cover(message, airlines_said(message, placed))
    placed = not_replacements(message, placed)
    return no_stretch_states(message, ticket_misreads(each_of_a_pair(message, placed)))


def _as_said(message: Message, found: list[Claim]) -> list[Claim]:
    """The claims as said: a wish or a past is no fact of now (`mood`), a time of another
    thing does not date a value (`own_time`), a bare "since" dates from the time said before
    it (`since_then`); a pastime given up in other words gives way to a new one
    (`pastime_given_up`)."""
    said = dated_since_then(message, own_times(message, as_said(message, found)))
    return pastime_ends(message, said)


LOOK_BACK = 3
"""How many messages back the speaker's last message is looked for (`_said_last`)."""


def _said_last(messages: Sequence[Message], found: list[list[Claim]], i: int) -> list[Claim]:
    """The claims of the speaker's own last message in the same conversation, at most
    `LOOK_BACK` messages before message `i` ("guess who's moving to Porto" / "no way, when?" /
    "end of the month, the Lisbon rent is insane"); [] when there is none."""
    j = i
    while j > 0 and i - j < LOOK_BACK and messages[j].previous is messages[j - 1]:
        j -= 1
        if messages[j].speaker == messages[i].speaker:
            return found[j]
    return []

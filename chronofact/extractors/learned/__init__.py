"""The learned span reader: a small model over MiniLM's token states that reads what the rules
missed.

The conversation extractor's rules read the shapes they were written for; on chat they have not
seen, about half of the messages that state a lasting fact give no claim at all. This reader
completes them: it tags each MiniLM token as part of the value held, of an old value, of the
person meant, or of none (`tagger`), and puts the message on a canonical slot or on none
(`slots`): the tagger a network with one hidden layer, the slot reader a softmax regression,
both trained by `bench/train_reader.py` on the change sets we wrote (never on the blind
`check2` or `x11b`; each case also with another case's values) with LoCoMo's development
turns the rules read nothing from as examples of "no fact here". A reading is made only when
the value tag and the slot are both sure enough (`reader.VALUE_CHANCE`,
`reader.NONE_CHANCE`); the conversation extractor keeps its claim where the rules said nothing
of that slot or value, or in place of a rules' value the reader does not read when it is sure
of its own (`conversation.reader_merge`).

- :mod:`.states`: MiniLM's last hidden layer per token, with character offsets (one forward
  pass per batch of messages);
- :mod:`.features`: what each model sees (a token with its neighbours and the message mean;
  the message mean with the value-weighted mean);
- :mod:`.weights`: the two models, saved as `reader_weights.npz` beside this file (with, when
  trained so, a contextual encoder and a second reader averaged in);
- :mod:`.context`: the contextual encoder (a bidirectional GRU over the whole message, trained
  by `bench/train_context.py`; not in the packaged weights of the twelfth session);
- :mod:`.reader`: states to a `Reading` (value span, slot, person span, scores);
- :mod:`.worth`: which messages are read at all (a few words, not only questions).

The conversation extractor turns a reading into a claim
(:mod:`chronofact.extractors.conversation.reading_claims`: who, the value trimmed, the time
said).
"""

from chronofact.extractors.learned.reader import LearnedReader, Reading, learned_reader
from chronofact.extractors.learned.worth import worth_reading

__all__ = ["LearnedReader", "Reading", "learned_reader", "worth_reading"]

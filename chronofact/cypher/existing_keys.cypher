// Which of a write's keys exist already (one unique-index seek per id, no lock): the write
// path sends the others to `create_keys` and only the existing ones to `lock_keys`.
UNWIND $ids AS id
MATCH (key:Key {id: id})
RETURN key.id AS key;

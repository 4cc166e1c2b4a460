// Ingest (earlier values read back): which of the (subject name key, predicate) slots have
// ever held a value - a :Key of that subject and predicate exists, whether its versions hold
// now or ended long ago. A slot with history is never filled from an earlier message.
// Browser: :param tenant => 'default'; :param namespace => 'default';
//          :param slots => [{key: 'chen', predicate: 'uses_phone'}]
UNWIND $slots AS slot
MATCH (e:Entity {tenant: $tenant, namespace: $namespace, name_key: slot.key})
MATCH (k:Key {subject_id: e.id, predicate: slot.predicate})
WHERE k.tenant = $tenant AND k.namespace = $namespace
RETURN DISTINCT slot.key AS subject_key, slot.predicate AS predicate;

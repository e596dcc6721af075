-- A product unit (model and serial number) is registered for warranty once. Serial numbers are
-- compared without case or surrounding blanks. A rejected registration does not hold the serial,
-- so the shopper can register it again with a better proof.
-- Registrations made twice before this rule: the earliest stands, the later ones are rejected.
UPDATE warranty_registrations w
   SET status = 'Rejected'
 WHERE w.status <> 'Rejected'
   AND EXISTS (
     SELECT 1 FROM warranty_registrations o
      WHERE o.status <> 'Rejected'
        AND o.id < w.id
        AND lower(o.model_no) = lower(w.model_no)
        AND lower(btrim(o.serial_number)) = lower(btrim(w.serial_number))
   );

CREATE UNIQUE INDEX warranty_registrations_unit_key
  ON warranty_registrations (lower(model_no), lower(btrim(serial_number)))
  WHERE status <> 'Rejected';

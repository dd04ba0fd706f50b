-- Data only: numbers typed with their country code already ("+90" + "90 555 111 22 33") were
-- backfilled with the code twice ("9090555…"). lib/customers/phone.ts keeps the code once when the
-- digits already start with it and are as long as a full number (Türkiye: 2 + 10 digits; elsewhere:
-- longer than E.164 allows with the code added); this applies the same test to existing rows.
UPDATE "Customer" AS c
SET "phoneE164" = n."national"
FROM (
  SELECT "id",
    regexp_replace("countryCode", '\D', '', 'g') AS "code",
    regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^0+', '') AS "national"
  FROM "Customer"
  WHERE "phone" IS NOT NULL
) AS n
WHERE c."id" = n."id"
  AND n."code" <> ''
  AND left(n."national", length(n."code")) = n."code"
  AND CASE WHEN n."code" = '90' THEN length(n."national") = 12 ELSE length(n."code") + length(n."national") > 15 END;

-- 0037 again, as the tables' owner can run it. Row-level security is forced even for the owner
-- that migrates (0013): on PostgreSQL, where that owner is no superuser, 0037's UPDATE saw no row
-- and every client phone stayed as typed (tests and PGlite migrate as a superuser, so they
-- passed). Lifted for this one statement, then forced again. Rows 0037 did convert are E.164
-- already and read back as themselves, so running it twice changes nothing.
ALTER TABLE clients NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
WITH plan(country, cc, trunk, pattern) AS (VALUES
  ('SA', '966', '0', '(?:[15]\d|800|92)\d{7}'),
  ('AE', '971', '0', '(?:[4-7]\d|9[0-689])\d{7}|800\d{2,9}|[2-4679]\d{7}'),
  ('KW', '965', '', '18\d{5}|(?:[2569]\d|41)\d{6}'),
  ('QA', '974', '', '800\d{4}|(?:2|800)\d{6}|(?:0080|[3-7])\d{7}'),
  ('BH', '973', '', '[136-9]\d{7}'),
  ('OM', '968', '', '(?:1505|[279]\d{3}|500)\d{4}|800\d{5,6}'),
  ('YE', '967', '0', '(?:1|7\d)\d{7}|[1-7]\d{6}'),
  ('IQ', '964', '0', '(?:1|7\d\d)\d{7}|[2-6]\d{7,8}'),
  ('JO', '962', '0', '(?:(?:[2689]|7\d)\d|32|427|53)\d{6}'),
  ('LB', '961', '0', '[27-9]\d{7}|[13-9]\d{6}'),
  ('SY', '963', '0', '[1-359]\d{8}|[1-5]\d{7}'),
  ('PS', '970', '0', '[2489]2\d{6}|(?:1\d|5)\d{8}'),
  ('EG', '20', '0', '[189]\d{8,9}|[24-6]\d{8}|[135]\d{7}'),
  ('SD', '249', '0', '[19]\d{8}'),
  ('LY', '218', '0', '[2-9]\d{8}'),
  ('TN', '216', '', '[2-57-9]\d{7}'),
  ('DZ', '213', '0', '(?:[1-4]|[5-79]\d|80)\d{7}'),
  ('MA', '212', '0', '[5-8]\d{8}'),
  ('MR', '222', '', '(?:[2-4]\d\d|800)\d{5}'),
  ('SO', '252', '0', '[346-9]\d{8}|[12679]\d{7}|[1-5]\d{6}|[1348]\d{5}'),
  ('DJ', '253', '', '(?:2\d|77)\d{6}'),
  ('KM', '269', '', '[3478]\d{6}')
),
typed AS (
  SELECT tenant_id, id, country, phone, phone_digits, t ~ '^\s*(\+|00)' AS intl,
         regexp_replace(regexp_replace(t, '^\s*00', ''), '[^0-9]', '', 'g') AS d
  FROM (SELECT *, translate(phone, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') AS t FROM clients) c
),
read AS (
  SELECT s.tenant_id, s.id, s.phone, s.phone_digits, m.cc, m.nsn
  FROM typed s
  CROSS JOIN LATERAL (
    SELECT p.cc, x.nsn
    FROM plan p
    CROSS JOIN LATERAL (VALUES
      (1, CASE WHEN s.intl AND s.d LIKE p.cc || '%' THEN substr(s.d, length(p.cc) + 1) END),
      (2, CASE WHEN NOT s.intl AND p.country = s.country AND p.trunk <> '' AND s.d LIKE p.trunk || '%' THEN substr(s.d, 2) END),
      (3, CASE WHEN NOT s.intl AND p.country = s.country THEN s.d END),
      (4, CASE WHEN NOT s.intl AND p.country = s.country AND s.d LIKE p.cc || '%' THEN substr(s.d, length(p.cc) + 1) END)
    ) x(rank, nsn)
    WHERE x.nsn ~ ('^(?:' || p.pattern || ')$')
    ORDER BY x.rank
    LIMIT 1
  ) m
)
UPDATE clients c SET phone = '+' || r.cc || r.nsn, phone_digits = r.nsn
FROM read r
WHERE c.tenant_id = r.tenant_id AND c.id = r.id
  AND (r.phone <> '+' || r.cc || r.nsn OR r.phone_digits <> r.nsn);--> statement-breakpoint
ALTER TABLE clients FORCE ROW LEVEL SECURITY;

-- Users' own phones as E.164 (issue 41), as the app now stores them (users/user-phone.ts): read
-- for the company's country, since a user has none of their own. Rows keep what was typed until
-- now. The rules are 0037's for clients (libphonenumber-js 1.13.16 "min" metadata: calling code,
-- trunk prefix, national-number pattern for the 22 countries the product sells to), written out
-- again because 0037 ran them inline: a number written with "+" or "00" is read as
-- international; else for the company's country, trunk prefix dropped, as it is, or as its
-- calling code without "+" (libphonenumber's order). A phone none of these reads is left as is.
-- RLS is forced even for the owner that migrates (as in 0013): lifted on the two tables read
-- for this one statement, inside the migration's transaction.
ALTER TABLE users NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tenants NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
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
  SELECT u.tenant_id, u.id, t.country, u.phone, u.x ~ '^\s*(\+|00)' AS intl,
         regexp_replace(regexp_replace(u.x, '^\s*00', ''), '[^0-9]', '', 'g') AS d
  FROM (SELECT *, translate(phone, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789') AS x FROM users) u
  JOIN tenants t ON t.id = u.tenant_id
),
read AS (
  SELECT s.tenant_id, s.id, s.phone, m.cc, m.nsn
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
UPDATE users u SET phone = '+' || r.cc || r.nsn
FROM read r
WHERE u.tenant_id = r.tenant_id AND u.id = r.id AND r.phone <> '+' || r.cc || r.nsn;--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;

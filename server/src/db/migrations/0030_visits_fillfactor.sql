-- A visit is written when it is planned and changed twice later: checked in, then completed.
-- Pages packed full leave no room for the new version of a row on its own page, so every
-- check-in wrote a new entry into each of the visits' seven indexes. With 15% of each new page
-- kept free, a check-in (which changes no indexed column) is a HOT update: no index is
-- touched (ADR 0027). Pages written before this keep their layout until rewritten.
ALTER TABLE "visits" SET (fillfactor = 85);

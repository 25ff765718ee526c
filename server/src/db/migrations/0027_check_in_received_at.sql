-- Issue 14: a check-in queued on a phone with no signal arrives later than it happened. The
-- visit keeps the device's time in checked_in_at (what geofence and lateness are judged on) and
-- the server's own receipt time here, so a late arrival is visible and auditable.
ALTER TABLE "visits" ADD COLUMN "check_in_received_at" timestamp with time zone;

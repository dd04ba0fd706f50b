-- JIT compilation off for Kanal's database. PostgreSQL compiles any statement whose estimated cost
-- passes jit_above_cost (100,000): every query over a large company's customers, messages or
-- recipients (a campaign launch's audience freeze, the analytics ranges, the calendar's month).
-- Compiling took ~450 ms of a 620 ms audience count of 100,000 customers, so it slows exactly the
-- statements that must answer fast; Kanal has no hours-long analytical query it would pay off for.
-- A database setting reaches every client (the app's pools, the job queue, psql) in its next session.
-- A role that does not own the database keeps the default (with a notice) rather than failing the deploy.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jit stays on: only the database owner can turn it off (ALTER DATABASE % SET jit = off)', current_database();
END $$;

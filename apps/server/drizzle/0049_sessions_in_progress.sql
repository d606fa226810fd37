-- Written by hand (decision 048). The classes of an organisation in progress at a moment, read by
-- their span (class_sessions_span_idx). The next classes and the calendars read them through this
-- function, not inline: a prepared statement's generic plan cannot know the moment, guesses that it
-- falls in 0.5 % of the organisation's classes (441 of the big one's, where 0 to a few dozen run at
-- once), and costs that above planning the statement again on every call (1.1–1.3 ms of a 2 ms call).
-- A function's result is estimated by its ROWS, so the statement keeps one plan. Its own query keeps
-- one plan too (the same guess would plan it on every call; the span's index is its only way in).
CREATE FUNCTION "sessions_in_progress"(of_organisation integer, at_moment timestamptz)
  RETURNS SETOF "class_sessions" LANGUAGE plpgsql STABLE ROWS 10
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY SELECT * FROM class_sessions s
    WHERE s.organisation_id = of_organisation AND tstzrange(s.starts_at, s.ends_at) @> at_moment;
END $$;

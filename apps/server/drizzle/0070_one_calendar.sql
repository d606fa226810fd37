CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"session_id" integer,
	"demo_class_id" integer,
	"teacher_id" integer,
	"room_id" integer,
	"batch_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"to_cover" boolean DEFAULT false NOT NULL,
	"seats" integer,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "bookings_demo_class_id_unique" UNIQUE("demo_class_id"),
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_demo_class_id_demo_classes_id_fk" FOREIGN KEY ("demo_class_id") REFERENCES "public"."demo_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_organisation_idx" ON "bookings" USING btree ("organisation_id","starts_at");--> statement-breakpoint
-- The clash rule (DESIGN §8, decision 068), for every kind of booking at once: a teacher, a room or a
-- batch is in at most one active booking at a time; [start, end) so that one may end when the next
-- begins. A booking to cover (its teacher on leave) does not hold its teacher. In a room, exam sittings
-- may meet each other (the third term: every exam has the same key, 0; anything else its own id), and
-- bookings_exam_hall_seats counts their seats. Written by hand: drizzle-kit does not know EXCLUDE.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_teacher_clash" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("active" AND NOT "to_cover" AND "teacher_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_clash" EXCLUDE USING gist ("room_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&, (CASE WHEN "kind" = 'exam' THEN 0 ELSE "id" END) WITH <>) WHERE ("active" AND "room_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_batch_clash" EXCLUDE USING gist ("batch_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("active" AND "batch_id" IS NOT NULL);--> statement-breakpoint
-- An exam hall: the exam sittings that overlap in a room take at most its seats (all of them counted
-- together, whether or not they overlap each other: a sure bound, never more than the room holds). The
-- room's row is locked first, so two nodes seating batches in one hall wait for each other. A room
-- without a number of seats seats one sitting at a time.
CREATE FUNCTION "bookings_exam_hall_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hall_seats integer;
  taken integer;
  sittings integer;
BEGIN
  SELECT capacity INTO hall_seats FROM rooms WHERE id = NEW.room_id FOR UPDATE;
  SELECT coalesce(sum(coalesce(seats, 0)), 0), count(*) INTO taken, sittings FROM bookings
    WHERE room_id = NEW.room_id AND kind = 'exam' AND active AND id <> NEW.id
      AND tstzrange(starts_at, ends_at) && tstzrange(NEW.starts_at, NEW.ends_at);
  IF (hall_seats IS NULL AND sittings > 0) OR taken + coalesce(NEW.seats, 0) > hall_seats THEN
    RAISE EXCEPTION 'The exam hall % has no seats left', NEW.room_id
      USING ERRCODE = '23P01', CONSTRAINT = 'bookings_exam_hall_seats';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_exam_hall_seats" BEFORE INSERT OR UPDATE ON "bookings" FOR EACH ROW
  WHEN (NEW.kind = 'exam' AND NEW.active AND NEW.room_id IS NOT NULL)
  EXECUTE FUNCTION "bookings_exam_hall_seats"();--> statement-breakpoint
-- The classes and demo classes there are, moved over: each keeps its row, and gains its booking.
INSERT INTO "bookings" ("organisation_id", "kind", "session_id", "teacher_id", "room_id", "batch_id", "starts_at", "ends_at", "active", "created_at")
  SELECT "organisation_id", 'class', "id", "teacher_id", "room_id", "batch_id", "starts_at", "ends_at", "status" = 'scheduled', "created_at"
  FROM "class_sessions";--> statement-breakpoint
-- A demo class given to a teacher who was teaching a batch at the time (the two rules did not see each
-- other) is kept, marked to cover: it needs another teacher, and the calendar says so.
INSERT INTO "bookings" ("organisation_id", "kind", "demo_class_id", "teacher_id", "starts_at", "ends_at", "active", "to_cover", "created_at", "created_by")
  SELECT d."organisation_id", 'demo', d."id", d."teacher_id", d."starts_at", d."ends_at", d."status" = 'scheduled',
    d."status" = 'scheduled' AND EXISTS (
      SELECT 1 FROM "bookings" b WHERE b."teacher_id" = d."teacher_id" AND b."active"
        AND tstzrange(b."starts_at", b."ends_at") && tstzrange(d."starts_at", d."ends_at")),
    d."created_at", d."created_by"
  FROM "demo_classes" d;--> statement-breakpoint
-- The one rule replaces the class sessions' own three.
ALTER TABLE "class_sessions" DROP CONSTRAINT "class_sessions_teacher_clash";--> statement-breakpoint
ALTER TABLE "class_sessions" DROP CONSTRAINT "class_sessions_room_clash";--> statement-breakpoint
ALTER TABLE "class_sessions" DROP CONSTRAINT "class_sessions_batch_clash";--> statement-breakpoint
-- From now on the database writes the bookings of classes and demo classes, whoever changes them. A
-- booking's teacher stays to cover while its teacher is the same and still on leave then.
CREATE FUNCTION "bookings_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'class_sessions' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO bookings (organisation_id, kind, session_id, teacher_id, room_id, batch_id, starts_at, ends_at, active)
        SELECT organisation_id, 'class', id, teacher_id, room_id, batch_id, starts_at, ends_at, status = 'scheduled'
        FROM new_rows;
    ELSE
      UPDATE bookings b SET teacher_id = n.teacher_id, room_id = n.room_id, batch_id = n.batch_id,
          starts_at = n.starts_at, ends_at = n.ends_at, active = n.status = 'scheduled',
          to_cover = b.to_cover AND b.teacher_id = n.teacher_id AND bookings_teacher_away(n.teacher_id, n.starts_at, n.ends_at)
        FROM new_rows n
        WHERE b.session_id = n.id AND (b.teacher_id, b.room_id, b.batch_id, b.starts_at, b.ends_at, b.active)
          IS DISTINCT FROM (n.teacher_id, n.room_id, n.batch_id, n.starts_at, n.ends_at, n.status = 'scheduled');
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO bookings (organisation_id, kind, demo_class_id, teacher_id, starts_at, ends_at, active, created_by)
        SELECT organisation_id, 'demo', id, teacher_id, starts_at, ends_at, status = 'scheduled', created_by
        FROM new_rows;
    ELSE
      UPDATE bookings b SET teacher_id = n.teacher_id, starts_at = n.starts_at, ends_at = n.ends_at,
          active = n.status = 'scheduled',
          to_cover = b.to_cover AND b.teacher_id = n.teacher_id AND bookings_teacher_away(n.teacher_id, n.starts_at, n.ends_at)
        FROM new_rows n
        WHERE b.demo_class_id = n.id AND (b.teacher_id, b.starts_at, b.ends_at, b.active)
          IS DISTINCT FROM (n.teacher_id, n.starts_at, n.ends_at, n.status = 'scheduled');
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Whether the teacher is on leave at any moment of [starts_at, ends_at).
CREATE FUNCTION "bookings_teacher_away"(teacher integer, starts timestamptz, ends timestamptz) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM bookings l WHERE l.kind = 'leave' AND l.active AND NOT l.to_cover AND l.teacher_id = teacher
    AND tstzrange(l.starts_at, l.ends_at) && tstzrange(starts, ends))
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_on_insert" AFTER INSERT ON "class_sessions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_kept"();--> statement-breakpoint
CREATE TRIGGER "bookings_on_update" AFTER UPDATE ON "class_sessions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_kept"();--> statement-breakpoint
CREATE TRIGGER "bookings_on_insert" AFTER INSERT ON "demo_classes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_kept"();--> statement-breakpoint
CREATE TRIGGER "bookings_on_update" AFTER UPDATE ON "demo_classes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_kept"();
--> statement-breakpoint
-- A window of the bookings that are not classes (few: demo classes, exams, events, leave), by time range.
CREATE INDEX "bookings_others_idx" ON "bookings" USING gist ("organisation_id", tstzrange("starts_at", "ends_at")) WHERE "kind" <> 'class';

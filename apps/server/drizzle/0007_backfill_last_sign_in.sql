-- Users who signed in before users.last_sign_in_at existed: their newest sign-in from the audit log.
UPDATE "users" SET "last_sign_in_at" = s."at"
FROM (SELECT "user_id", max("created_at") AS "at" FROM "audit_log" WHERE "action" = 'sign-in' AND "user_id" IS NOT NULL GROUP BY "user_id") AS s
WHERE s."user_id" = "users"."id";

ALTER TABLE "fee_coupons" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_coupons" ADD COLUMN "discounted" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_coupons" ADD COLUMN "item_json" text;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_concession_idx" ON "coupon_redemptions" USING btree ("concession_id");--> statement-breakpoint
-- Written by hand after drizzle-kit's columns (decisions 040 and 054).
-- A use counts from its redemption (its concession and what it took off each due are written
-- before it, in the same transaction: coupons.service redeemIn).
CREATE FUNCTION "coupon_used"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fee_coupons SET used = used + 1,
    discounted = discounted + (SELECT coalesce(sum(amount), 0) FROM due_concessions WHERE concession_id = NEW.concession_id)
  WHERE id = NEW.coupon_id
    AND (SELECT withdrawn_at IS NULL FROM fee_concessions WHERE id = NEW.concession_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_used" AFTER INSERT ON "coupon_redemptions" FOR EACH ROW
  EXECUTE FUNCTION coupon_used();--> statement-breakpoint
-- Withdrawing the concession gives the use back (and bringing it back, should that ever be, takes it).
CREATE FUNCTION "coupon_use_withdrawn"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN NEW.withdrawn_at IS NULL THEN 1 ELSE -1 END;
BEGIN
  UPDATE fee_coupons c SET used = c.used + sign,
    discounted = c.discounted + sign * (SELECT coalesce(sum(amount), 0) FROM due_concessions WHERE concession_id = NEW.id)
  FROM coupon_redemptions r
  WHERE r.concession_id = NEW.id AND c.id = r.coupon_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_concessions_coupon_use" AFTER UPDATE OF withdrawn_at ON "fee_concessions" FOR EACH ROW
  WHEN ((OLD.withdrawn_at IS NULL) <> (NEW.withdrawn_at IS NULL) AND NEW.category = 'coupon')
  EXECUTE FUNCTION coupon_use_withdrawn();--> statement-breakpoint
-- Every coupon's uses so far.
UPDATE fee_coupons c SET used = u.used, discounted = u.discounted
FROM (
  SELECT r.coupon_id, count(*)::int AS used,
         coalesce(sum((SELECT sum(amount) FROM due_concessions dc WHERE dc.concession_id = r.concession_id)), 0) AS discounted
  FROM coupon_redemptions r JOIN fee_concessions fc ON fc.id = r.concession_id
  WHERE fc.withdrawn_at IS NULL
  GROUP BY r.coupon_id
) u
WHERE u.coupon_id = c.id;--> statement-breakpoint
-- The list's item names the coupon's batches and heads: written again when one is renamed or deleted.
CREATE FUNCTION "fee_coupons_named_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE fee_coupons SET item_json = NULL WHERE organisation_id = $1 AND $2 = ANY(%I)', TG_ARGV[0])
      USING OLD.organisation_id, OLD.id;
  ELSE
    EXECUTE format('UPDATE fee_coupons SET item_json = NULL WHERE organisation_id = $1 AND $2 = ANY(%I)', TG_ARGV[0])
      USING NEW.organisation_id, NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "batches_fee_coupons_names" AFTER UPDATE OF name ON "batches" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION fee_coupons_named_changed('batch_ids');--> statement-breakpoint
CREATE TRIGGER "batches_fee_coupons_gone" AFTER DELETE ON "batches" FOR EACH ROW
  EXECUTE FUNCTION fee_coupons_named_changed('batch_ids');--> statement-breakpoint
CREATE TRIGGER "fee_heads_fee_coupons_names" AFTER UPDATE OF name ON "fee_heads" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION fee_coupons_named_changed('head_ids');--> statement-breakpoint
CREATE TRIGGER "fee_heads_fee_coupons_gone" AFTER DELETE ON "fee_heads" FOR EACH ROW
  EXECUTE FUNCTION fee_coupons_named_changed('head_ids');--> statement-breakpoint
-- Then the list's row kept as JSON (keptJsonMigration(couponKeptJson)), written for every coupon with
-- its uses counted above.
CREATE OR REPLACE FUNCTION "fee_coupons_kept_json"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new."item_json" := (select row_to_json(item)::text from (select "fee_coupons"."id" as "id", "fee_coupons"."code" as "code", "fee_coupons"."description" as "description", "fee_coupons"."kind" as "kind", "fee_coupons"."value" as "value", "fee_coupons"."valid_from" as "validFrom", "fee_coupons"."valid_to" as "validTo", "fee_coupons"."usage_limit" as "usageLimit", "fee_coupons"."per_student_limit" as "perStudentLimit", coalesce((select array_to_json(array_agg(child)) from (select b.id, b.name from batches b where b.id = any("fee_coupons"."batch_ids") order by b.name, b.id) as child), '[]'::json) as "batches", coalesce((select array_to_json(array_agg(child)) from (select h.id, h.name from fee_heads h where h.id = any("fee_coupons"."head_ids") order by h.name, h.id) as child), '[]'::json) as "heads", "fee_coupons"."active" as "active", "fee_coupons"."used" as "used", "fee_coupons"."discounted" as "discounted", to_char("fee_coupons"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt" from (select new.*) as "fee_coupons") as item);
  return new;
end
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "zz_kept_json" ON "fee_coupons";--> statement-breakpoint
CREATE TRIGGER "zz_kept_json" BEFORE INSERT OR UPDATE ON "fee_coupons" FOR EACH ROW EXECUTE FUNCTION "fee_coupons_kept_json"();--> statement-breakpoint
UPDATE "fee_coupons" SET "item_json" = null;

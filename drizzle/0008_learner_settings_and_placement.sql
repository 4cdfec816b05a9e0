CREATE TABLE "placement_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"current_item_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result_band" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_goal_xp" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spanish_variety" text DEFAULT 'latam' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "placed_level" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "placed_lesson_order" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_attempts" ADD CONSTRAINT "placement_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_attempts_user_id_started_at_idx" ON "placement_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
-- Learners who signed up before the welcome flow existed are not sent through it.
UPDATE "users" SET "onboarded_at" = now();
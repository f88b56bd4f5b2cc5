CREATE TABLE "headcount_buckets" (
	"organization_id" text NOT NULL,
	"department_id" text NOT NULL,
	"designation" text NOT NULL,
	"join_month" date NOT NULL,
	"leave_month" date DEFAULT 'infinity'::date NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "headcount_buckets_organization_id_department_id_designation_join_month_leave_month_pk" PRIMARY KEY("organization_id","department_id","designation","join_month","leave_month")
);

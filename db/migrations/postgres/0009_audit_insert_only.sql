-- docs/decisions/033: the audit log cannot lose or change an entry. For the application the table is
-- insert-only: an UPDATE, a DELETE or a TRUNCATE fails – except the retention job's DELETE of
-- entries past their period (server/contact/postgres-office.ts, deleteAuditRows), which says
-- so for its own transaction with set_config('mandatwerk.audit_retention', 'on', true).

CREATE FUNCTION operator_audit_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('mandatwerk.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'operator_audit is insert-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_insert_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_insert_only();

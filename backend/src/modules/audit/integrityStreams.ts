// The streams tamper evidence writes to: one for the signed digests of the stream heads, one for verification results.
export const auditDigestsStream = 'audit-digests';
export const auditVerificationsStream = 'audit-verifications';

// The application errors the SDK declares for Report Member (ReportMemberApplicationErrors), both
// "400 Invalid Argument" in the reference.
import { applicationError, type ProviderError } from '../../http/errors.ts';

export const selfReportingForbidden = (memberId: string): ProviderError =>
  applicationError(400, 'SELF_REPORTING_FORBIDDEN', 'A member cannot report itself', { memberId });

export const cannotReportBlockedMember = (memberId: string): ProviderError =>
  applicationError(400, 'CANNOT_REPORT_BLOCKED_MEMBER', 'A blocked member cannot be reported', { memberId });

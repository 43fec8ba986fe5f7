/**
 * The /api contract's types (SPEC §7), shared by the endpoints in cms/src/endpoints and the web app's
 * API calls. The answers' types are inferred from their zod schemas in responses.ts, the one source
 * of truth that also validates them in tests and documents them in OpenAPI. Ids are opaque: numbers
 * on SQLite, strings on MongoDB.
 */
import type { z } from 'zod'

import type * as R from './responses'
import type {
  ACCESS_REQUEST_STATUS,
  CLOSED_OUTCOME,
  LEAD_ACTIVITY_TYPE,
  LEAD_OUTCOME,
  LEAD_STATUS,
  POST_STATUS,
} from './constants'
import type * as S from './schemas'

type Out<T extends z.ZodType> = z.output<T>
/** A request body as the client sends it: the input of the schema the endpoint checks it with. */
type In<T extends z.ZodType> = z.input<T>

export type Id = Out<typeof R.idSchema>

/** A refusal; a booking refused because the slot was taken also offers `alternatives` (ISO instants). */
export type ApiError = { detail: string; errors?: Record<string, string>; alternatives?: string[] }

export type ApiUser = Out<typeof R.userResponse>
export type LoginResponse = Out<typeof R.loginResponse>
export type ApiJobRole = Out<typeof R.jobRoleResponse>
export type ApiAward = Out<typeof R.awardResponse>
export type ApiStat = Out<typeof R.statResponse>
export type ApiProduct = Out<typeof R.productResponse>
export type ProductsByGroup = Out<typeof R.productsByGroupResponse>
export type ApiFaq = Out<typeof R.faqResponse>
export type ApiCategory = Out<typeof R.categoryResponse>

export type PostStatus = (typeof POST_STATUS)[number]
export type ApiPost = Out<typeof R.postResponse>
/** A post as the public list returns it: no rendered HTML, which only the article page uses. */
export type ApiPostSummary = Out<typeof R.postSummaryResponse>
export type PostInput = In<typeof S.postSchema>

export type LeadStatus = (typeof LEAD_STATUS)[number]
export type ApiLead = Out<typeof R.leadResponse>
export type ApiQuote = Out<typeof R.quoteResponse>

export type LeadOutcome = (typeof LEAD_OUTCOME)[number]
export type ClosedOutcome = (typeof CLOSED_OUTCOME)[number]
export type ApiOutcomeReason = Out<typeof R.outcomeReasonResponse>
export type LeadActivityType = (typeof LEAD_ACTIVITY_TYPE)[number]
export type ApiLeadActivity = Out<typeof R.leadActivityResponse>
export type ApiLeadDetail = Out<typeof R.leadDetailResponse>
export type ApiLeadStats = Out<typeof R.leadStatsResponse>

export type LeadBulkInput = In<typeof S.leadBulkSchema>

export type ContactInput = In<typeof S.contactSchema>

export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUS)[number]
export type ApiAccessRequest = Out<typeof R.accessRequestResponse>

export type LandingTemplate = (typeof R.LANDING_TEMPLATES)[number]
export type ApiLandingPage = Out<typeof R.landingPageResponse>
export type LandingCheck = Out<typeof R.landingCheckResponse>

export type UploadResponse = Out<typeof R.uploadResponse>

/** Request bodies of the other write endpoints. */
export type LoginInput = In<typeof S.loginSchema>
export type SuccessResponse = Out<typeof R.successSchema>
export type AccessRequestInput = In<typeof S.accessRequestSchema>
/** `job_role` by id or by name; null or '' clears it. */
export type UserCreateInput = In<typeof S.userCreateSchema>
export type UserUpdateInput = In<typeof S.userUpdateSchema>
export type PasswordInput = In<typeof S.passwordSchema>
export type FaqInput = In<typeof S.faqCreateSchema>
export type CategoryInput = In<typeof S.categorySchema>
export type JobRoleInput = In<typeof S.jobRoleSchema>
/** `assigned_to` absent keeps the advisor; '' or null unassigns. */
export type LeadAssignInput = In<typeof S.leadAssignSchema>

export type ApiSlots = Out<typeof R.slotsResponse>
export type ApiBookedMeeting = Out<typeof R.bookedMeetingResponse>
export type ApiMeeting = Out<typeof R.meetingResponse>

export type ApiTask = Out<typeof R.taskResponse>
export type TaskCreateInput = In<typeof S.taskCreateSchema>
export type TaskUpdateInput = In<typeof S.taskUpdateSchema>
export type ContactMergeInput = In<typeof S.contactMergeSchema>

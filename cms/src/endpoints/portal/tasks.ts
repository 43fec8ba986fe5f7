import type { PayloadRequest } from 'payload'

import { defineEndpoint } from '../../contract/define-endpoint'
import { HttpError, idParam, json } from '../../contract/http'
import { existingDoc, userByEmail } from '../../contract/lookups'
import { isTaskOverdue } from '../../collections/LeadTasks/overdue'
import type { ApiTask } from '../../shared/contract-types'
import type { LeadTask, User } from '../../shared/payload-types'
import { taskListResponse, taskResponse } from '../../shared/responses'
import { taskCreateSchema, taskUpdateSchema } from '../../shared/schemas'

const LEAD_NOT_FOUND = 'Lead not found'
const TASK_NOT_FOUND = 'Task not found'
const NOT_STAFF = 'The owner must be an active staff member'

const fullName = (p: { first_name?: string | null; last_name?: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ')

/** A task read with depth 1 (its lead and owner as documents). */
export const toTask = (task: LeadTask, now = Date.now()): ApiTask => {
  const lead = typeof task.lead === 'object' ? task.lead : null
  // Stryker disable next-line ConditionalExpression: owner is required and always read at depth 1 by an admin or the owner, so it is always populated
  const owner = typeof task.owner === 'object' ? task.owner : null
  return {
    id: task.id,
    lead_id: lead ? lead.id : (task.lead as number),
    company: lead?.company ?? '',
    contact: lead ? fullName(lead) : '',
    title: task.title,
    due_at: task.due_at,
    // Stryker disable next-line ObjectLiteral,StringLiteral: unreachable fallback; owner is required (not null in the database) and read at depth 1 by admins or by the owner themselves
    owner: owner ? { email: owner.email, name: fullName(owner) } : { email: '', name: '' },
    done_at: task.done_at ?? null,
    overdue: isTaskOverdue(task, now),
  }
}

/** Open tasks first, each group by due time. */
export const byDue = (a: ApiTask, b: ApiTask) =>
  Number(Boolean(a.done_at)) - Number(Boolean(b.done_at)) || Date.parse(a.due_at) - Date.parse(b.due_at)

export async function tasksOfLead(req: PayloadRequest, lead: number | string): Promise<ApiTask[]> {
  const { docs } = await req.payload.find({
    collection: 'lead-tasks',
    where: { lead: { equals: lead } },
    sort: 'due_at',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => toTask(doc)).sort(byDue)
}

async function ownerId(req: PayloadRequest, email: string): Promise<number | string> {
  const owner = await userByEmail(req, email)
  if (!owner) throw new HttpError(400, NOT_STAFF, { owner: NOT_STAFF })
  return owner.id
}

const addTask = defineEndpoint({
  method: 'post',
  path: '/portal/leads/inbound/:id/tasks',
  summary: 'Add a follow-up task to a lead: what, when (due date and time) and who owns it',
  access: 'admin',
  ok: [201, 'ApiTask'],
  response: taskResponse,
  errors: [400, 404],
  body: taskCreateSchema,
  prepare: (req) => existingDoc(req, 'leads', LEAD_NOT_FOUND),
  handler: async ({ req, body, prepared: { id } }) => {
    const owner = await ownerId(req, body.owner)
    const task = await req.payload.create({
      collection: 'lead-tasks',
      data: { lead: id as number, title: body.title, due_at: body.due_at, owner: owner as number },
      depth: 1,
      // Stryker disable next-line BooleanLiteral: admin-only endpoint; lead-tasks' create rule and the reads of its lead and owner admit every admin
      overrideAccess: true,
      req,
    })
    return json(toTask(task), 201)
  },
})

const myTasks = defineEndpoint({
  method: 'get',
  path: '/portal/tasks',
  summary: "The caller's open follow-up tasks, soonest due first (overdue ones lead)",
  access: 'user',
  ok: [200, '{ tasks: ApiTask[] }'],
  response: taskListResponse,
  handler: async ({ req, user }) => {
    // Leads are admins' to read; a task shares its lead's company and contact name with its owner.
    // Which lead that is, and whose the task is, only an admin sets (the fields' update rules).
    const { docs } = await req.payload.find({
      collection: 'lead-tasks',
      where: { and: [{ owner: { equals: user.id } }, { done_at: { exists: false } }] },
      limit: 100,
      depth: 1,
      overrideAccess: true,
      req,
    })
    return json({ tasks: docs.map((doc) => toTask(doc)) })
  },
})

const updateTask = defineEndpoint({
  method: 'put',
  path: '/portal/tasks/:id',
  summary: 'Tick a task off (done: true) or open it again: its owner, or an admin',
  access: 'user',
  ok: [200, 'ApiTask'],
  response: taskResponse,
  errors: [400, 404],
  body: taskUpdateSchema,
  handler: async ({ req, user, body: { done } }) => {
    const id = idParam(req, TASK_NOT_FOUND)
    // The collection's rule decides whose tasks this caller may change; another's is "not found".
    const { docs: visible } = await req.payload.find({
      collection: 'lead-tasks',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: user as User,
      req,
    })
    if (!visible[0]) throw new HttpError(404, TASK_NOT_FOUND)
    const task = await req.payload.update({
      collection: 'lead-tasks',
      id: visible[0].id,
      data: { done_at: done ? new Date().toISOString() : null },
      depth: 1,
      overrideAccess: false,
      user: user as User,
      req,
    })
    return json(toTask(task))
  },
})

export const taskEndpoints = [addTask, myTasks, updateTask]

import { builder } from '../../graphql-core/builder';
import { adminResolver } from '../../graphql-core/admin-operations';
import { pageArgs, pageCost, pageRef } from '../../graphql-core/paging';
import { MeRef } from '../accounts/accounts.graphql';
import { requireRole } from '../accounts/guard';
import { DeliveryChannelEnum, PhoneCodeSentRef } from '../notifications/notifications.graphql';
import { limitRate } from '../rate-limits/guard';
import { childMessageOf, type ChildMessageEvent } from './child-message-events';
import type { ChildReportView, ChildSessionView, TaughtChild } from './child-reads';
import { shownPhone } from './consent-phone';
import type { ChildWithConsent, ConsentListRow } from './families.repo';
import type { ChildConsentRow, ChildMessageRow } from './families.schema';
import type { ChildActivity } from './families.service';

const ConsentStatusEnum = builder.enumType('ConsentStatus', {
  description: 'GIVEN while the consent stands; WITHDRAWN once the parent withdrew it (the profile is then erased)',
  values: ['GIVEN', 'WITHDRAWN'] as const,
});

const statusOf = (c: ChildConsentRow) => (c.withdrawnAt ? 'WITHDRAWN' : 'GIVEN');

const ChildConsentRef = builder.objectRef<ChildConsentRow>('ChildConsent').implement({
  description: "The record of a parent's consent for a child's profile (issue 35)",
  fields: (t) => ({
    status: t.field({ type: ConsentStatusEnum, resolve: statusOf }),
    givenAt: t.field({ type: 'DateTime', resolve: (c) => c.givenAt }),
    withdrawnAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.withdrawnAt }),
    method: t.exposeString('method', {
      description: "How it was verified: EMAIL_AND_PHONE_CODE (the account's confirmed e-mail and a texted code)",
    }),
    noticeVersion: t.exposeString('noticeVersion'),
    relationship: t.exposeString('relationship'),
  }),
});

export const ChildRef = builder.objectRef<ChildWithConsent>('Child').implement({
  description: "A child's profile, as their parent sees it",
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.profile.id }),
    firstName: t.string({ resolve: (c) => c.profile.firstName }),
    ageBand: t.string({ resolve: (c) => c.profile.ageBand }),
    yearOfBirth: t.int({ nullable: true, resolve: (c) => c.profile.yearOfBirth }),
    interests: t.string({ nullable: true, resolve: (c) => c.profile.interests }),
    consent: t.field({ type: ChildConsentRef, resolve: (c) => c.consent }),
  }),
});

const ChildSessionRef = builder.objectRef<ChildSessionView>('ChildSession').implement({
  fields: (t) => ({
    start: t.field({ type: 'DateTime', resolve: (s) => s.start }),
    end: t.field({ type: 'DateTime', resolve: (s) => s.end }),
    status: t.exposeString('status', { description: 'BOOKED or CANCELLED' }),
    attendance: t.string({
      nullable: true,
      description: 'HELD, LEARNER_NO_SHOW or MENTOR_NO_SHOW once the mentor marked it',
      resolve: (s) => s.attendance,
    }),
    roomUrl: t.exposeString('roomUrl', { nullable: true, description: 'The room of a booked session not yet over' }),
    mentorName: t.exposeString('mentorName', { nullable: true }),
  }),
});

const ChildMessageRef = builder.objectRef<ChildMessageRow>('ChildMessage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    from: t.string({ description: "The sender's name", resolve: (m) => m.fromName }),
    text: t.exposeString('text'),
    at: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
  }),
});

const ChildReportRef = builder.objectRef<ChildReportView>('ChildReport').implement({
  fields: (t) => ({
    cycle: t.exposeInt('cycle'),
    text: t.exposeString('text'),
    sentAt: t.field({ type: 'DateTime', resolve: (r) => r.sentAt }),
  }),
});

const ChildActivityRef = builder.objectRef<ChildActivity>('ChildActivity').implement({
  description: "A child's sessions (attendance, rooms), messages with mentors and monthly progress reports",
  fields: (t) => ({
    sessions: t.field({ type: [ChildSessionRef], resolve: (a) => a.sessions }),
    messages: t.field({ type: [ChildMessageRef], resolve: (a) => a.messages }),
    reports: t.field({ type: [ChildReportRef], resolve: (a) => a.reports }),
  }),
});

const TaughtChildRef = builder.objectRef<TaughtChild>('TaughtChild').implement({
  description: 'A child a mentor teaches: first name and age band only',
  fields: (t) => ({ id: t.exposeID('id'), firstName: t.exposeString('firstName'), ageBand: t.exposeString('ageBand') }),
});

const ConsentRecordRef = builder.objectRef<ConsentListRow>('ConsentRecord').implement({
  description: 'A consent record for the admins: who consented, how, to which notice, and when it was withdrawn',
  fields: (t) => ({
    id: t.exposeID('id'),
    childFirstName: t.exposeString('childFirstName', { nullable: true, description: 'Null once erased' }),
    parentEmail: t.exposeString('parentEmail'),
    phone: t.string({ resolve: (c) => shownPhone(c.phone) }),
    relationship: t.exposeString('relationship'),
    method: t.exposeString('method'),
    noticeVersion: t.exposeString('noticeVersion'),
    status: t.field({ type: ConsentStatusEnum, resolve: statusOf }),
    givenAt: t.field({ type: 'DateTime', resolve: (c) => c.givenAt }),
    withdrawnAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.withdrawnAt }),
  }),
});
const ConsentRecordPageRef = pageRef<ConsentListRow>('ConsentRecordPage', ConsentRecordRef);

const AddChildInput = builder.inputType('AddChildInput', {
  description: "A child's profile with the parent's consent; every field is checked by the shared schema",
  fields: (t) => ({
    firstName: t.string(),
    ageBand: t.string({ description: "'7 - 12 years' or '12 - 17 years'" }),
    relationship: t.string({ description: "'Parent' or 'Legal guardian'" }),
    consentNoticeVersion: t.string({ description: 'The version of the notice agreed to (CONSENT_NOTICE_VERSION)' }),
    phoneCode: t.string({ description: "The code texted to the parent's phone (requestChildConsentCode)" }),
    yearOfBirth: t.int({ required: false }),
    interests: t.string({ required: false }),
  }),
});

builder.objectField(MeRef, 'children', (t) =>
  t.field({
    type: [ChildRef],
    description: "The signed-in parent's children (empty signed out)",
    resolve: async (viewer, _args, ctx) => (viewer.role === 'visitor' ? [] : ctx.services.families.children(viewer)),
  }),
);

builder.queryFields((t) => ({
  childActivity: t.field({
    type: ChildActivityRef,
    description: "A child's activity: the parent's whole view; a mentor who teaches the child sees their own part",
    args: { childId: t.arg.id({ required: true }) },
    resolve: async (_root, { childId }, ctx) =>
      ctx.services.families.activity(await requireRole(ctx, 'user'), String(childId)),
  }),
  childrenITeach: t.field({
    type: [TaughtChildRef],
    description: 'The children a mentor teaches (first name and age band)',
    resolve: async (_root, _args, ctx) => ctx.services.families.childrenTaughtBy(await requireRole(ctx, 'mentor')),
  }),
  childConsents: t.field({
    type: ConsentRecordPageRef,
    description: 'Consent records, newest first (admins)',
    args: { ...pageArgs },
    complexity: pageCost,
    resolve: adminResolver('childConsents', (args, ctx) => ctx.services.families.consents(args)),
  }),
}));

builder.mutationFields((t) => ({
  requestChildConsentCode: t.field({
    type: PhoneCodeSentRef,
    description: 'Texts the signed-in parent a 6-digit code to their phone; addChild takes it as phoneCode',
    args: { phone: t.arg.string({ required: true }), channel: t.arg({ type: DeliveryChannelEnum }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      await limitRate(ctx, 'requestChildConsentCode');
      return ctx.services.families.requestConsentCode(viewer, args, ctx.clientIp);
    },
  }),
  addChild: t.field({
    type: ChildRef,
    description: "Adds a child's profile on the parent's recorded consent (the notice's version and the texted code)",
    args: { input: t.arg({ type: AddChildInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      await limitRate(ctx, 'addChild');
      return ctx.services.families.addChild(viewer, input);
    },
  }),
  withdrawChildConsent: t.field({
    type: ChildConsentRef,
    description: "Withdraws consent: new bookings stop, and the child's profile, messages and notes are erased now",
    args: { childId: t.arg.id({ required: true }) },
    resolve: async (_root, { childId }, ctx) =>
      ctx.services.families.withdrawConsent(await requireRole(ctx, 'user'), String(childId)),
  }),
  messageChild: t.field({
    type: ChildMessageRef,
    description: "A mentor's message to a child they teach; the parent reads every one",
    args: { childId: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (_root, { childId, text }, ctx) => {
      const viewer = await requireRole(ctx, 'mentor');
      await limitRate(ctx, 'messageChild');
      return ctx.services.families.messageChild(viewer, String(childId), { text });
    },
  }),
}));

builder.subscriptionField('childMessageAdded', (t) =>
  t.field({
    type: ChildMessageRef,
    description:
      "A mentor's new messages to the child, live, for the child's parent while consent stands ('Child not found' for anyone else); ends when consent is withdrawn or the session revoked",
    args: { childId: t.arg.id({ required: true }) },
    subscribe: async (_root, { childId }, ctx) => {
      const viewer = await requireRole(ctx, 'user');
      // The stream outlives its request: the same cookie is read again when the account's access changes.
      const stillSignedIn = async () => {
        const now = await ctx.services.accounts.viewerFor(ctx.request.headers);
        return now.role !== 'visitor' && now.userId === viewer.userId;
      };
      return ctx.services.families.liveMessages(viewer, String(childId), stillSignedIn);
    },
    resolve: (event: ChildMessageEvent) => childMessageOf(event),
  }),
);

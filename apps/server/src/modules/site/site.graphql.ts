import { builder } from '../../graphql-core/builder';
import type { SiteInfo } from '../../config/env';

const SocialsRef = builder.objectRef<SiteInfo['socials']>('SiteSocials').implement({
  fields: (t) => ({
    facebook: t.exposeString('facebook'),
    twitter: t.exposeString('twitter'),
    instagram: t.exposeString('instagram'),
    linkedin: t.exposeString('linkedin'),
  }),
});

const BankRef = builder.objectRef<SiteInfo['bank']>('BankDetails').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    accountNumber: t.exposeString('accountNumber'),
    accountName: t.exposeString('accountName'),
  }),
});

const SiteInfoRef = builder.objectRef<SiteInfo>('SiteInfo').implement({
  description: "The company's public details, set by configuration",
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    blogUrl: t.exposeString('blogUrl'),
    socials: t.field({ type: SocialsRef, resolve: (s) => s.socials }),
    bank: t.field({ type: BankRef, resolve: (s) => s.bank }),
    hiringEndsAt: t.exposeString('hiringEndsAt'),
    hiringFormUrl: t.exposeString('hiringFormUrl', { nullable: true }),
    googleSignIn: t.exposeBoolean('googleSignIn'),
    testPayments: t.exposeBoolean('testPayments', {
      description: 'True while this production site takes test payments (no money moves): pages show a banner',
    }),
  }),
});

builder.queryField('siteInfo', (t) => t.field({ type: SiteInfoRef, resolve: (_root, _args, ctx) => ctx.config.site }));

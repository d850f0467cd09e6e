/** The product's name. Company contact details are deployment configuration (server env, `siteInfo`). */
export const PRODUCT_NAME = 'Eazy2con';

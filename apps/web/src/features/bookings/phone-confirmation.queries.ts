import { graphql } from '../../core/graphql/graphql';

/** Confirming the number texts go to (issue 34, decision 0040): a code sent to it, typed back. */
export const RequestPhoneCodeMutation = graphql(`
  mutation RequestPhoneCode($phone: String!, $channel: DeliveryChannel) {
    requestPhoneCode(phone: $phone, channel: $channel) {
      phone
      channel
      minutes
    }
  }
`);

export const ConfirmPhoneMutation = graphql(`
  mutation ConfirmPhone($phone: String!, $code: String!) {
    confirmPhone(phone: $phone, code: $code)
  }
`);

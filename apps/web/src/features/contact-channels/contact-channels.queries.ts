import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** The account's contact channels (issue 35, decision 0044): the account page's "How we reach you". */
export const MyContactChannelsQuery = graphql(`
  query MyContactChannels {
    me {
      contactChannels {
        email
        phone
        phoneConfirmed
        whatsapp
        sms
        quietHours {
          from
          to
        }
        stopped
      }
    }
  }
`);

/** Saves them all at once and answers them as the query does. */
export const SetContactChannelsMutation = graphql(`
  mutation SetContactChannels($input: ContactChannelsInput!) {
    setContactChannels(input: $input) {
      email
      phone
      phoneConfirmed
      whatsapp
      sms
      quietHours {
        from
        to
      }
      stopped
    }
  }
`);

export type SavedChannels = ResultOf<typeof SetContactChannelsMutation>['setContactChannels'];

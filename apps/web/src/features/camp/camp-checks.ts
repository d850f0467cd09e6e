import { CampRegistrationSchema } from '@eazy2con/shared/validation/camp';
import { fieldErrors } from '@eazy2con/shared/validation/issues';
import type { Validate } from '../../ui/form/use-form';
import { pickedIds } from './CampChildrenField';
import { toCount, type CampFormValues } from './CampForm';

/** With children picked from the account, the server takes the count, the first child and the consent from them. */
const ParentOnlySchema = CampRegistrationSchema.omit({
  noOfKids: true,
  firstChildName: true,
  firstChildAge: true,
  firstChildInterest: true,
  parentConsent: true,
});

/** The form's messages: the shared schema the server parses too, with the number of kids as a number. */
export const validateCamp: Validate<CampFormValues> = (values) => {
  const result =
    pickedIds(values).length > 0
      ? ParentOnlySchema.safeParse(values)
      : CampRegistrationSchema.safeParse({ ...values, noOfKids: toCount(values.noOfKids) });
  return result.success ? {} : fieldErrors(result.error);
};

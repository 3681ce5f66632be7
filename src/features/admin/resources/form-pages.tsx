import type { ComponentType } from 'react';
import { Create, Edit, SaveButton, Toolbar } from 'react-admin';

/**
 * The edit and create pages of a resource around its one form. Saves are pessimistic: the server's answer (a 409 when
 * someone saved meanwhile, a 400 naming a field) shows before the page moves on.
 */
export function formPages(Form: ComponentType, afterCreate: 'list' | 'edit' = 'list') {
  return {
    Edit: () => (
      <Edit mutationMode="pessimistic">
        <Form />
      </Edit>
    ),
    Create: () => (
      <Create redirect={afterCreate}>
        <Form />
      </Create>
    ),
  };
}

/** The toolbar of a resource that cannot be deleted (its records are referenced): Save only. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

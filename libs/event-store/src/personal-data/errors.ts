import type { Localized } from '@cronica/util';

export type PersonalDataErrorCode =
  'PERSON_ERASED' | 'SEALED_TEXT_INVALID' | 'PERSON_KEY_MISSING' | 'PERSON_ID_INVALID';

/** What sealing or opening personal data refused, with a stable code and the es/en text a person may see. */
export class PersonalDataError extends Error {
  override readonly name = 'PersonalDataError';
  constructor(
    readonly code: PersonalDataErrorCode,
    readonly text: Localized,
  ) {
    super(`${text.en} / ${text.es}`);
  }
}

/** Sealing for a person whose data was erased: nothing new may be written for them. */
export function personErased(personId: string): PersonalDataError {
  return new PersonalDataError('PERSON_ERASED', {
    es: `Los datos personales de ${personId} fueron borrados: no se pueden guardar más`,
    en: `The personal data of ${personId} was erased: nothing more can be stored`,
  });
}

export function sealedTextInvalid(reason: string): PersonalDataError {
  return new PersonalDataError('SEALED_TEXT_INVALID', {
    es: `Texto sellado no válido: ${reason}`,
    en: `Invalid sealed text: ${reason}`,
  });
}

/** Opening text sealed with a key this store never issued (text from another store). */
export function personKeyMissing(personId: string): PersonalDataError {
  return new PersonalDataError('PERSON_KEY_MISSING', {
    es: `Este almacén no tiene clave para ${personId}: el texto viene de otro almacén`,
    en: `This store has no key for ${personId}: the text comes from another store`,
  });
}

export function personIdInvalid(personId: string): PersonalDataError {
  return new PersonalDataError('PERSON_ID_INVALID', {
    es: `Identificador de persona no válido: ${JSON.stringify(personId)} (letras, cifras, - y _, hasta 128)`,
    en: `Invalid person id: ${JSON.stringify(personId)} (letters, digits, - and _, up to 128)`,
  });
}

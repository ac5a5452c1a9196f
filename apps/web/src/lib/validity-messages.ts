import { localized as l, type Localized } from '@cronica/util';

/** What the browser found wrong with a field (the parts of `ValidityState` the site's forms can meet). */
export interface FieldValidity {
  readonly valueMissing: boolean;
  readonly tooShort: boolean;
  readonly rangeUnderflow: boolean;
  readonly rangeOverflow: boolean;
  readonly stepMismatch: boolean;
  readonly typeMismatch: boolean;
  readonly badInput: boolean;
  readonly patternMismatch: boolean;
}

/** The field the message is about: its kind and the limits it was given. */
export interface CheckedField {
  readonly type: string;
  readonly minLength: number;
  readonly length: number;
  readonly min: string;
  readonly max: string;
}

function missing(type: string): Localized {
  if (type === 'checkbox') return l('Marca esta casilla para seguir.', 'Tick this box to go on.');
  if (type === 'radio') return l('Elige una de estas opciones.', 'Choose one of these options.');
  if (type.startsWith('select')) return l('Elige una opción de la lista.', 'Choose an option from the list.');
  if (type === 'file') return l('Elige un archivo.', 'Choose a file.');
  return l('Rellena este campo.', 'Fill in this field.');
}

/**
 * The browser's complaint about a field in the page's language, or null when the field is valid:
 * a browser words its own in its language («Please fill out this field» on a Spanish page).
 */
export function validityMessage(validity: FieldValidity, field: CheckedField): Localized | null {
  if (validity.valueMissing) return missing(field.type);
  if (validity.tooShort)
    return l(
      `Escribe al menos ${field.minLength} caracteres (ahora hay ${field.length}).`,
      `Write at least ${field.minLength} characters (there are ${field.length} now).`,
    );
  if (validity.rangeUnderflow) return l(`Tiene que ser ${field.min} o más.`, `It must be ${field.min} or more.`);
  if (validity.rangeOverflow) return l(`Tiene que ser ${field.max} o menos.`, `It must be ${field.max} or less.`);
  if (validity.badInput || validity.stepMismatch) return l('Escribe un número entero.', 'Write a whole number.');
  if (validity.typeMismatch && field.type === 'email')
    return l('Escribe una dirección de correo válida.', 'Write a valid email address.');
  if (validity.typeMismatch || validity.patternMismatch) return l('Escríbelo como se pide.', 'Write it as asked.');
  return null;
}

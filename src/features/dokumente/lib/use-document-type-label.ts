import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '@domain/dokumente/dokumente';

/** The types in the screen's language (the stored value stays the German name). */
export function useDocumentTypeLabel(): (type: DocumentType | string) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case 'Immatrikulationsbescheinigung':
        return t`Immatrikulationsbescheinigung`;
      case 'Belehrung Gesundheitsamt':
        return t`Belehrung Gesundheitsamt`;
      case 'Aufenthaltstitel':
        return t`Aufenthaltstitel`;
      case 'Personalstammblatt':
        return t`Personalstammblatt`;
      case 'Vertrag':
        return t`Vertrag`;
      default:
        return type;
    }
  };
}

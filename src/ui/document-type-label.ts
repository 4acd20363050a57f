import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '@domain/dokumente/dokumente';

/**
 * A document type in the screen's language; the stored value stays the German
 * name (domain/dokumente/dokumente.ts). The one translation of the types, for the staff
 * member's documents and the office's view of them: its texts are in the
 * documents' catalog (lingui.config.ts), which the office loads as well.
 */
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

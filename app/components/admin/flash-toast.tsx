import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";
import { FLASH_TEXT } from "~/i18n/staff";

export interface FlashData {
  kind: keyof typeof FLASH_TEXT;
  id: string;
}

/** Shows, once, the toast a redirect asked for (sign-out, account created...). */
export function FlashToast({ flash }: { flash: FlashData | null | undefined }) {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    const text = FLASH_TEXT[flash.kind];
    if (text) toast({ title: text.title, description: "description" in text ? text.description : undefined });
  }, [flash, toast]);
  return null;
}

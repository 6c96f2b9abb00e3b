import type { LucideIcon } from "lucide-react";
import * as ICONS from "./icon-set";

/** An icon content names; an unknown name shows the sparkles rather than nothing. */
export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = (ICONS as Record<string, LucideIcon | undefined>)[name] ?? ICONS.Sparkles;
  return <Component className={className} aria-hidden="true" />;
}

/** An icon at card size in its round badge (`className`: the badge's size, colours and place). */
export function IconDisc({ name, className }: { name: string; className: string }) {
  return (
    <span className={className}>
      <Icon name={name} className="size-5" />
    </span>
  );
}

/** Items whose `icon` names an icon, with the icon drawn at card size (for IconCards). */
export function withCardIcons<T extends { icon: string }>(items: readonly T[]) {
  return items.map((item) => ({ ...item, icon: <Icon name={item.icon} className="size-5" /> }));
}

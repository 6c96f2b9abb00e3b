import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

type ButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
type ButtonSize = "default" | "sm" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  default: "bg-gold-500 text-navy-950 hover:bg-gold-400 shadow-sm",
  destructive: "bg-danger text-white hover:bg-[#912018]",
  outline: "border border-current bg-transparent hover:bg-navy-900/5",
  secondary: "bg-navy-900 text-ivory-50 hover:bg-navy-800",
  ghost: "bg-transparent hover:bg-navy-900/5",
  link: "rounded-none bg-transparent px-0 text-gold-700 underline underline-offset-4 hover:text-navy-900",
};

const sizes: Record<ButtonSize, string> = {
  default: "min-h-11 px-6 text-sm",
  sm: "min-h-9 px-4 text-sm",
  lg: "min-h-13 px-8 text-base",
  icon: "size-11 p-0",
};

export function buttonClass({
  variant = "default",
  size = "default",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) {
  // cn only joins: of two utilities on one property the stylesheet's order decides, not the order
  // here, so a label that may wrap (a long call to action on a phone) asks for it instead of the
  // default no-wrap.
  const wraps = /(^|\s)whitespace-/.test(className ?? "");
  return cn(
    base,
    wraps ? "" : "whitespace-nowrap",
    variants[variant],
    variant === "link" ? "" : sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

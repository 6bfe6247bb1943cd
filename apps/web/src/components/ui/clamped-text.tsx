import { useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { Button } from "./button";

interface ClampedTextProps {
  /** Free text typed by a user (a description, a reason, a note). */
  children: string;
  className?: string;
}

/**
 * Long free text cut to three lines, with 'Show more' to read the rest. The button appears only when the
 * text really is cut (measured, and measured again when the width changes), so a short text has none.
 */
export function ClampedText({ children, className }: ClampedTextProps) {
  const textId = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    // Expanded text never overflows; keep the last clamped measurement so 'Show less' stays.
    if (!element || expanded) return;
    // One pixel of slack: browsers round line boxes, which can leave scrollHeight a pixel above clientHeight.
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children, expanded]);

  return (
    <div className={className}>
      <p id={textId} ref={ref} className={cn("break-words whitespace-pre-line", !expanded && "line-clamp-3")}>
        {children}
      </p>
      {(overflows || expanded) && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto min-h-6 px-0 py-0.5"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? "Show less" : "Show more"}
        </Button>
      )}
    </div>
  );
}

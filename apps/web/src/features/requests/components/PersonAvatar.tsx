import { DEFAULT_PROFILE_IMAGE, type PersonDto } from "@stockroom/shared";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

/** A requester's or reviewer's photo; the default picture stands in while loading, when absent or broken. */
export function PersonAvatar({ person, className }: { person: PersonDto | null; className?: string }) {
  return (
    <Avatar className={cn("size-9", className)}>
      {person?.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
      <AvatarFallback>
        <img src={DEFAULT_PROFILE_IMAGE} alt="" className="size-full" />
      </AvatarFallback>
    </Avatar>
  );
}

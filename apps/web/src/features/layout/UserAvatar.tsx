import { DEFAULT_PROFILE_IMAGE, type SessionUser } from "@stockroom/shared";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

export function fullName(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

/** Profile photo; the placeholder shows while it loads, when there is none, or when it fails to load. */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <Avatar className={cn("size-9", className)}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback>
        <img src={DEFAULT_PROFILE_IMAGE} alt="" className="size-full" />
      </AvatarFallback>
    </Avatar>
  );
}

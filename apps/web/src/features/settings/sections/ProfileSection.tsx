import type { SessionUser } from "@stockroom/shared";
import { UserRound } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { UserAvatar } from "@/features/layout";
import { SettingsSection } from "../components/SettingsSection";

export function ProfileSection({ user }: { user: SessionUser }) {
  const id = useId();
  const fields = [
    { key: "first", label: "First name", value: user.firstName ?? "" },
    { key: "last", label: "Last name", value: user.lastName ?? "" },
    { key: "email", label: "Email", value: user.email },
  ];
  return (
    <SettingsSection
      id="profile"
      icon={UserRound}
      title="Profile Information"
      description="Your profile is managed through your account provider, so these details are read-only here."
    >
      <div className="flex flex-col gap-6 sm:flex-row">
        <UserAvatar user={user} className="size-20" />
        <div className="grid flex-1 gap-4 sm:grid-cols-2">
          {fields.map(({ key, label, value }) => (
            <div key={key} className={key === "email" ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <Input id={`${id}-${key}`} value={value} readOnly className="bg-slate-50" />
            </div>
          ))}
        </div>
      </div>
    </SettingsSection>
  );
}

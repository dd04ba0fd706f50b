import { redirect } from "next/navigation";

// Spec 01 §2: "/" redirects to /dashboard (which sends a signed-out visitor on to the login page).
export default function HomePage() {
  redirect("/dashboard");
}

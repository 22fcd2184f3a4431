// The entry of sign-in.html (scripts/prerender-plugin.ts): see app/sign-in-boot.tsx.
import { startSignIn } from '@/app/sign-in-boot'
import './index.css'

await startSignIn(document.getElementById('root')!)

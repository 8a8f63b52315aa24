"""Bad Company (01117) — action.
Noon: Choose a wanted dude. That dude gets +3 bullets and is a stud. If any player collects
bounty on that dude this turn, they gain 4 extra ghost rock.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class BadCompany(CardScript):
    code = "01117"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.wanted),
            message="{player} plays {source} on {target}: +3 bullets, a stud and 4 extra ghost rock for the bounty today",
            handler=self.bad_company,
        )

    def wanted(self, card: Card, context: Context) -> bool:
        return card.wanted

    def bad_company(self, context: Context) -> None:
        # A Noon effect lasts until the end of the day: "this turn" is this day (§8.3).
        kit = AbilityKit.effects
        self.apply_ability_effect(
            context,
            match=context.target,
            effect=[kit.modify_bullets(3), kit.set_as_stud(), kit.bounty_pays_extra(4)],
        )

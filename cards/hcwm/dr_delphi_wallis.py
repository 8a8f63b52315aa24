"""Dr. Delphi Wallis (22010) — Shootout: Boot Delphi or her Gadget to make a Mad Scientist
skill check against an opposing dude's grit. If successful, choose an ability printed on that
dude. That dude cannot use the ability until after the Sundown phase.

"Boot Delphi or her Gadget" pays for the check (`costs.boot_self_or_attachment`). An opposing
dude is one in the opposing posse; the difficulty is his grit as the check is made. "An
ability" is one he can use, an action or a React (a trait is never used, as with Forget);
the Sundown phase ends the day, so the ability is locked until the end of the day.
"""

from __future__ import annotations

from engine.abilities import CardAbility, Reaction
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class DrDelphiWallis(CardScript):
    code = "22010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self_or_attachment("Gadget"),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.study,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def usable_abilities(self, dude: Card) -> list[CardAbility]:
        return [a for a in dude.abilities if not (isinstance(a, Reaction) and a.trait)]

    def study(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        check = yield from self.skill_check(context, self.card, "mad scientist", dude.grit)
        abilities = self.usable_abilities(dude)
        if not check.succeeded or not abilities:
            return
        locked = yield from self.choose_ability(context, abilities)
        self.until_end_of_day(context, match=dude, effect=AbilityKit.effects.cannot_use_ability(locked.index))
        self.game.log.add(
            "{0} uses {1} so that {2} ability cannot be used today", context.player, self.card, locked.whose
        )
